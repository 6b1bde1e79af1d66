/**
 * Sign-up: the account, its client record (status lead, billing notes = home address) with the
 * client role, an e-mail to the provider's admins and the owner's e-mail verification link, all or
 * nothing.
 */
import { passwordProblems } from '@shared/domain/password';
import type { TSignUp } from '@shared/schemas/auth';
import type { AppDeps } from '../../lib/context';
import { badRequest } from '../../lib/errors';
import { findClientClash } from '../clients/client-uniqueness';
import { insertClient } from '../clients/clients.repo';
import { signupNotification } from '../mail/mail-templates';
import { enqueueMail } from '../mail/outbox.repo';
import { activeSuperadminEmails, assignRole, deleteUser, findRoleByName, findUserByEmail } from '../users/users.repo';
import { queueVerificationMail } from './email-verification.service';

export async function signUp(deps: AppDeps, input: TSignUp, headers: Headers) {
  const problems = passwordProblems(input.password, [input.email, input.name, input.email.split('@')[0]]);
  if (problems.length) throw badRequest(problems.join(' '), [{ path: 'password', message: problems.join(' ') }]);
  if (await findUserByEmail(deps.db, input.email)) {
    throw badRequest('An account with this e-mail already exists. Please sign in instead.', [
      { path: 'email', message: 'An account with this e-mail already exists.' },
    ]);
  }

  const result = await deps.auth.api.signUpEmail({
    body: { name: input.name, email: input.email, password: input.password, phone: input.phone || undefined },
    headers,
    returnHeaders: true,
  });
  const userId = result.response.user.id;

  try {
    const notified = await deps.db.transaction(async (tx) => {
      // A client already holding this e-mail (one primary e-mail per client) is not duplicated: once the
      // owner verifies the address, that record becomes theirs (clients.repo ownedBy).
      if (!(await findClientClash(tx, { primaryEmail: input.email })))
        await insertClient(tx, {
          name: input.name,
          contactName: input.name,
          primaryEmail: input.email,
          phone: input.phone || null,
          billingNotes: input.homeAddress,
          status: 'lead',
          userId,
          lastTouch: deps.now(),
        });
      const clientRole = await findRoleByName(tx, 'client');
      if (clientRole) await assignRole(tx, userId, clientRole.id);
      const admins = new Set([...(await activeSuperadminEmails(tx)), ...deps.env.providerAdminEmails]);
      const user = { name: input.name, email: input.email, phone: input.phone || null, homeAddress: input.homeAddress };
      await enqueueMail(
        tx,
        [...admins].map((to) => signupNotification(to, user, deps.env.appUrl)),
      );
      await queueVerificationMail(tx, deps, result.response.user);
      return admins.size > 0;
    });
    return { headers: result.headers, user: result.response.user, adminNotified: notified };
  } catch (err) {
    await deleteUser(deps.db, userId); // undo the account so a retry can succeed
    throw err;
  }
}

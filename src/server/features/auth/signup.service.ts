/**
 * Sign-up: the account, its client record (status lead, billing notes = home address) with the
 * client role, an e-mail to the provider's admins and the owner's e-mail verification link, all or
 * nothing. The answer is the same whether or not the e-mail already has an account (security
 * finding 9): nobody is signed in, and the holder of an existing account is e-mailed that someone
 * tried to sign up with their address instead.
 */
import { personalInputs } from '@shared/domain/password-inputs';
import type { TSignUp } from '@shared/schemas/auth';
import type { AppDeps } from '../../lib/context';
import { findClientClash, insertClient } from '../clients';
import { signupAttemptMail, signupNotification, about, enqueueMail } from '../mail';
import { activeSuperadminEmails, assertStrongPassword, assignRole, deleteUser, findRoleByName, findUserByEmail } from '../users';
import { queueVerificationMail } from './email-verification.service';

/** What the caller is told, either way. */
export interface SignUpAnswer {
  email: string;
}

export async function signUp(deps: AppDeps, input: TSignUp, headers: Headers): Promise<SignUpAnswer> {
  assertStrongPassword(input.password, personalInputs(input));
  const answer = { email: input.email.trim().toLowerCase() };
  const existing = await findUserByEmail(deps.db, input.email);
  if (existing) {
    await tellExistingHolder(deps, existing, input.password);
    return answer;
  }

  const result = await deps.auth.api.signUpEmail({
    body: { name: input.name, email: input.email, password: input.password, phone: input.phone || undefined },
    headers,
  });
  const userId = result.user.id;

  try {
    await deps.db.transaction(async (tx) => {
      // A client already holding this e-mail (one primary e-mail per client) is not duplicated: once the
      // owner verifies the address, that record becomes theirs (lib/scope.ts ownedBy).
      const client = (await findClientClash(tx, { primaryEmail: input.email }))
        ? null
        : await insertClient(tx, {
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
      // Linked by id to the new login and client: erasing the account redacts them (decision 0146).
      await enqueueMail(
        tx,
        about(
          [...admins].map((to) => signupNotification(to, user, deps.env.appUrl)),
          { userId, clientId: client?.id ?? null },
        ),
      );
      await queueVerificationMail(tx, deps, result.user);
    });
    return answer;
  } catch (err) {
    await deleteUser(deps.db, userId); // undo the account so a retry can succeed
    throw err;
  }
}

/**
 * The e-mail has an account: nothing is created; its holder hears of the attempt (at most once an
 * hour). The password is hashed all the same, so the answer takes about as long as a real sign-up.
 */
async function tellExistingHolder(deps: AppDeps, user: { id: string; email: string; name: string }, password: string) {
  await (await deps.auth.$context).password.hash(password);
  if (!(await deps.rateLimiter.firstInWindow(`signup-attempt-mail:${user.id}`, 60 * 60))) return;
  const base = deps.env.appUrl;
  await enqueueMail(deps.db, about([signupAttemptMail(user.email, user.name, `${base}/login?mode=signin`, `${base}/login?mode=forgot`)], { userId: user.id }));
}

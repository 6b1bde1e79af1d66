/** Creates a super admin, or promotes an existing user and sets their password (the create-admin command). */
import type { AppDeps } from '../../lib/context';
import { personalInputs } from '@shared/domain/password-inputs';
import { createAccount, setPassword } from './accounts.service';
import { assignRole, findRoleByName, findUserByEmail, updateUser } from './users.repo';

export async function createOrPromoteAdmin(
  deps: Pick<AppDeps, 'auth' | 'db'>,
  input: { email: string; password: string; name?: string },
): Promise<'created' | 'promoted'> {
  const existing = await findUserByEmail(deps.db, input.email);
  if (!existing) {
    await createAccount(deps.auth, deps.db, {
      email: input.email,
      password: input.password,
      name: input.name ?? input.email.split('@')[0],
      isSuperadmin: true,
      roleName: 'admin',
    });
    return 'created';
  }
  await setPassword(deps.auth, deps.db, existing.id, input.password, personalInputs(existing));
  await updateUser(deps.db, existing.id, { isSuperadmin: true, isActive: true, ...(input.name ? { name: input.name } : {}) });
  const adminRole = await findRoleByName(deps.db, 'admin');
  if (adminRole) await assignRole(deps.db, existing.id, adminRole.id);
  return 'promoted';
}

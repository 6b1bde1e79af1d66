/**
 * Creating accounts and setting passwords from the server side (seed, create-admin, user management),
 * through Better Auth's own hashing and adapter so signing in works the same way.
 */
import { passwordProblems } from '@shared/domain/password';
import { personalInputs } from '@shared/domain/password-inputs';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../lib/context';
import { badRequest } from '../../lib/errors';
import { assignRole, deleteSessionsOf, findRoleByName, findUserByEmail, updateUser } from './users.repo';

/**
 * Better Auth as the app's dependencies carry it (features/auth declares the field): the users feature
 * owns accounts and reaches Better Auth's adapter and hashing through it, never the auth feature's code.
 */
type Auth = AppDeps['auth'];

export interface NewAccount {
  email: string;
  password: string;
  name: string;
  phone?: string | null;
  isSuperadmin?: boolean;
  roleName?: string | null;
}

/** userInputs: personalInputs() of the account whose password this is. */
export function assertStrongPassword(password: string, userInputs: readonly string[] = [], path = 'password'): void {
  const problems = passwordProblems(password, userInputs);
  if (problems.length) throw badRequest(problems.join(' '), [{ path, message: problems.join(' ') }]);
}

export async function createAccount(auth: Auth, db: DbOrTx, input: NewAccount) {
  const email = input.email.trim().toLowerCase();
  assertStrongPassword(input.password, personalInputs({ email, name: input.name }));
  if (await findUserByEmail(db, email)) {
    throw badRequest('A user with this e-mail already exists', [{ path: 'email', message: 'A user with this e-mail already exists' }]);
  }
  const ctx = await auth.$context;
  const user = await ctx.internalAdapter.createUser({ email, name: input.name.trim(), emailVerified: true }, { method: 'admin' });
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await ctx.password.hash(input.password),
  });
  const row = await updateUser(db, user.id, { phone: input.phone ?? null, isSuperadmin: input.isSuperadmin ?? false });
  if (input.roleName) {
    const role = await findRoleByName(db, input.roleName);
    if (!role) throw badRequest(`Unknown role ${input.roleName}`);
    await assignRole(db, user.id, role.id);
  }
  return row;
}

/** Sets a new password and ends every session of the user. userInputs: personalInputs() of the user. */
export async function setPassword(auth: Auth, db: DbOrTx, userId: string, password: string, userInputs: readonly string[] = []) {
  assertStrongPassword(password, userInputs);
  const ctx = await auth.$context;
  const hash = await ctx.password.hash(password);
  const existing = await ctx.internalAdapter.findCredentialAccount(userId);
  if (existing) await ctx.internalAdapter.updatePassword(userId, hash);
  else await ctx.internalAdapter.linkAccount({ userId, providerId: 'credential', accountId: userId, password: hash });
  await deleteSessionsOf(db, userId);
}

/** Whether the password is the user's (used only to word a refusal; it signs nobody in). */
export async function passwordMatches(auth: Auth, userId: string, password: string): Promise<boolean> {
  const ctx = await auth.$context;
  const account = await ctx.internalAdapter.findCredentialAccount(userId);
  if (!account?.password) return false;
  return ctx.password.verify({ hash: account.password, password });
}

/** My Profile and Security: name and phone, the avatar, and changing one's own password. */
import { MESSAGES } from '@shared/constants';
import { personalInputs } from '@shared/domain/password-inputs';
import { avatarFileProblem, avatarUrl, AVATAR_CONTENT_TYPE } from '@shared/domain/avatar';
import type { TProfile } from '@shared/schemas/profile';
import { APIError } from 'better-auth/api';
import type { AppDeps, Caller } from '../../lib/context';
import type { DbOrTx } from '../../db/client';
import { badRequest, tooManyRequests } from '../../lib/errors';
import { rateLimitCounters as attempts } from '../auth';
import { assertStrongPassword, saveAvatar, updateUser, type UserRow } from '../users';
import { toAvatarWebp } from '../../lib/images';
import { deleteAvatar } from './profile.repo';

const toProfile = (u: UserRow): TProfile => ({ id: u.id, email: u.email, name: u.name, phone: u.phone, image: u.image });

export async function updateProfile(db: DbOrTx, userId: string, input: { name: string; phone?: string | null }) {
  const patch: { name: string; phone?: string | null } = { name: input.name };
  if (input.phone !== undefined) patch.phone = input.phone;
  return toProfile(await updateUser(db, userId, patch));
}

export async function uploadAvatar(deps: AppDeps, userId: string, file: File): Promise<TProfile> {
  const problem = avatarFileProblem(file);
  if (problem) throw badRequest(problem, [{ path: 'file', message: problem }]);
  const webp = await toAvatarWebp(Buffer.from(await file.arrayBuffer()));
  const user = await deps.db.transaction(async (tx) => {
    await saveAvatar(tx, userId, AVATAR_CONTENT_TYPE, webp);
    return updateUser(tx, userId, { image: avatarUrl(userId, deps.now().getTime()) });
  });
  return toProfile(user);
}

export async function removeAvatar(db: DbOrTx, userId: string): Promise<TProfile> {
  await deleteAvatar(db, userId);
  return toProfile(await updateUser(db, userId, { image: null }));
}

/** Wrong current passwords per user: a stolen session must not be able to guess its way to the password. */
const WRONG_CURRENT = { max: 5, windowSeconds: 15 * 60 };
const attemptsKey = (userId: string) => `change-password:user:${userId}`;

/**
 * Changes the caller's password through Better Auth, which checks the current one, ends every other
 * session and issues a new session cookie: the returned headers carry it (Set-Cookie).
 */
export async function changeOwnPassword(
  deps: AppDeps,
  caller: Caller,
  input: { currentPassword: string; newPassword: string },
  headers: Headers,
): Promise<Headers> {
  const { db, now } = deps;
  const key = attemptsKey(caller.user.id);
  assertStrongPassword(input.newPassword, personalInputs(caller.user), 'newPassword');
  // Counted before the check, so parallel guesses cannot slip past the limit; a success clears it.
  if ((await attempts.hit(db, key, WRONG_CURRENT.windowSeconds, now())) > WRONG_CURRENT.max) {
    throw tooManyRequests(MESSAGES.tooManyPasswordAttempts);
  }
  try {
    const result = await deps.auth.api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers,
      returnHeaders: true,
    });
    await attempts.clear(db, key);
    return result.headers;
  } catch (error) {
    if (error instanceof APIError && (error.body as { code?: string } | undefined)?.code === 'INVALID_PASSWORD') {
      throw badRequest(MESSAGES.currentPasswordIncorrect, [{ path: 'currentPassword', message: MESSAGES.currentPasswordIncorrect }]);
    }
    throw error;
  }
}

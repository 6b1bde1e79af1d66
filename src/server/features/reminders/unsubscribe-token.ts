/**
 * The unsubscribe link's token: the user id and the kind, signed with an HMAC-SHA256 under a secret
 * of the app's own (app_secrets 'unsubscribe', shared by every instance on the database). Changing
 * either part breaks the signature, so a token only ever opts its own user out of its own kind.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NotificationKind } from '@shared/schemas/requests';
import { isNotificationKind } from '@shared/domain/reminders';
import type { DbOrTx } from '../../db/client';
import { storedSecret } from '../secrets';

export const UNSUBSCRIBE_SECRET_NAME = 'unsubscribe';

const keys = new WeakMap<object, Promise<string>>();

/** The signing key, read once per database handle. */
export function unsubscribeKey(db: DbOrTx): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = storedSecret(db, UNSUBSCRIBE_SECRET_NAME);
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const mac = (key: string, userId: string, kind: string) =>
  createHmac('sha256', key).update(`unsubscribe\n${userId}\n${kind}`).digest('base64url');

export function signUnsubscribeToken(key: string, userId: string, kind: NotificationKind): string {
  return `${Buffer.from(userId).toString('base64url')}.${kind}.${mac(key, userId, kind)}`;
}

/** The user and kind a token names, or null when it is malformed or its signature does not match. */
export function readUnsubscribeToken(key: string, token: string): { userId: string; kind: NotificationKind } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [encodedUser, kind, signature] = parts;
  if (!isNotificationKind(kind) || !/^[A-Za-z0-9_-]+$/.test(encodedUser)) return null;
  const userId = Buffer.from(encodedUser, 'base64url').toString('utf8');
  const expected = Buffer.from(mac(key, userId, kind));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, kind };
}

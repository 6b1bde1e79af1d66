/**
 * A client's primary e-mail and username are unique among clients, ignoring case (issue 7). Checked
 * before writing, for a clear field message; the unique indexes catch a race, and their violation is
 * mapped to the same 409 with the same field message.
 */
import { CLIENT_UNIQUE_MESSAGES, clientKey } from '@shared/domain/clients';
import type { DbOrTx } from '../../db/client';
import { conflict, type AppError } from '../../lib/errors';
import { clientHasValue } from './clients.repo';
import { violatedUniqueIndex } from '../../db/unique-violation';

export type UniqueClientField = keyof typeof CLIENT_UNIQUE_MESSAGES;

const INDEX_FIELDS: Record<string, UniqueClientField> = {
  clients_primary_email_unique: 'primaryEmail',
  clients_username_unique: 'username',
};

/** The 409 for a value in use; `prefix` names the field where the form nests it (e.g. 'newClient.'). */
export function clientClash(field: UniqueClientField, prefix = ''): AppError {
  const message = CLIENT_UNIQUE_MESSAGES[field];
  return conflict(message, [{ path: `${prefix}${field}`, message }]);
}

/** The first field whose value another client already has, or null. */
export async function findClientClash(
  db: DbOrTx,
  values: { primaryEmail?: string | null; username?: string | null },
  exceptId?: string,
): Promise<UniqueClientField | null> {
  for (const field of ['primaryEmail', 'username'] as const) {
    const value = values[field];
    if (value && (await clientHasValue(db, field, clientKey(value), exceptId))) return field;
  }
  return null;
}

export async function assertClientUnique(
  db: DbOrTx,
  values: { primaryEmail?: string | null; username?: string | null },
  options: { exceptId?: string; prefix?: string } = {},
): Promise<void> {
  const field = await findClientClash(db, values, options.exceptId);
  if (field) throw clientClash(field, options.prefix);
}

/** The unique index a database error violated, as a client field; null for any other error. */
export function uniqueClientViolation(error: unknown): UniqueClientField | null {
  const index = violatedUniqueIndex(error, Object.keys(INDEX_FIELDS));
  return index ? INDEX_FIELDS[index] : null;
}

/** Runs a write; a race lost on a client's unique e-mail or username becomes the same clear 409. */
export async function withUniqueClient<T>(write: () => Promise<T>, prefix = ''): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const field = uniqueClientViolation(error);
    if (field) throw clientClash(field, prefix);
    throw error;
  }
}

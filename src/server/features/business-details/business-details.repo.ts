/**
 * The business details (issue 23; decision 0193), kept in app_state: one row 'business_details' with
 * the fields, the logo's id, a version and the time of the last change; each logo a row of its own
 * ('business_logo:<sha-256 prefix>') holding the PNG in base64. A logo row is never changed or deleted,
 * so an invoice that snapshotted a logo id can always draw the logo it was issued with.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { LOGO_CONTENT_TYPE, UNSET_BUSINESS_DETAILS, type BusinessDetails, type BusinessLogo } from '@shared/domain/business-details';
import { ZBusinessDetails } from '@shared/schemas/business-details';
import type { DbOrTx } from '../../db/client';
import { appState } from '../../db/schema';

const KEY = 'business_details';
const LOGO_KEY_PREFIX = 'business_logo:';

/** The details in force: the saved ones if they read back whole, else not set (version 0). */
export async function readBusinessDetails(db: DbOrTx, opts: { forUpdate?: boolean } = {}): Promise<BusinessDetails> {
  const query = db.select({ value: appState.value, updatedAt: appState.updatedAt }).from(appState).where(eq(appState.key, KEY));
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  if (!row) return UNSET_BUSINESS_DETAILS;
  const parsed = ZBusinessDetails.omit({ updatedAt: true }).safeParse(row.value);
  if (!parsed.success) return UNSET_BUSINESS_DETAILS;
  return { ...parsed.data, updatedAt: parsed.data.version > 0 ? row.updatedAt.toISOString() : null };
}

/**
 * Locks the details' row for the rest of the transaction (creating it, not set, the first time) and
 * reads it: two saves at once take turns, so each gets its own version.
 */
export async function lockBusinessDetails(tx: DbOrTx): Promise<BusinessDetails> {
  const { updatedAt: _unset, ...unset } = UNSET_BUSINESS_DETAILS;
  await tx
    .insert(appState)
    .values({ key: KEY, value: unset as unknown as Record<string, unknown>, updatedAt: new Date(0) })
    .onConflictDoNothing();
  return readBusinessDetails(tx, { forUpdate: true });
}

/** Writes the details as given (the caller has set the next version and the logo). */
export async function writeBusinessDetails(db: DbOrTx, details: BusinessDetails, now: Date): Promise<void> {
  const { updatedAt: _ignored, ...rest } = details;
  const value = rest as unknown as Record<string, unknown>;
  await db
    .insert(appState)
    .values({ key: KEY, value, updatedAt: now })
    .onConflictDoUpdate({ target: appState.key, set: { value, updatedAt: now } });
}

const ZStoredLogo = z.object({ contentType: z.string(), base64: z.string(), width: z.number(), height: z.number() });

/** Stores a logo's PNG under its content hash (the same picture twice is one row) and answers its id. */
export async function saveLogo(db: DbOrTx, png: Buffer, size: { width: number; height: number }, now: Date): Promise<BusinessLogo> {
  const id = createHash('sha256').update(png).digest('hex').slice(0, 24);
  const value = { contentType: LOGO_CONTENT_TYPE, base64: png.toString('base64'), width: size.width, height: size.height };
  await db
    .insert(appState)
    .values({ key: LOGO_KEY_PREFIX + id, value, updatedAt: now })
    .onConflictDoNothing();
  return { id, width: size.width, height: size.height };
}

/** A stored logo's bytes by its id (the current one, or one an invoice snapshotted), or null. */
export async function findLogo(db: DbOrTx, id: string): Promise<{ contentType: string; data: Buffer } | null> {
  const [row] = await db
    .select({ value: appState.value })
    .from(appState)
    .where(eq(appState.key, LOGO_KEY_PREFIX + id));
  const parsed = ZStoredLogo.safeParse(row?.value);
  return parsed.success ? { contentType: parsed.data.contentType, data: Buffer.from(parsed.data.base64, 'base64') } : null;
}

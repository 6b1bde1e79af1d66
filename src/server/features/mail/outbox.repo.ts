/** The transactional outbox: every e-mail is written here first, then delivered. */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outbox } from '../../db/schema';

export interface NewMail {
  to: string;
  subject: string;
  text: string;
  kind: string;
  /** The owner's login and client the mail is about (decision 0146): erasing the account redacts it. */
  aboutUserId?: string | null;
  aboutClientId?: string | null;
}

/** One mail per owner recipient (same order), each marked as about that owner's login and client. */
export function aboutOwners(owners: { userId: string; clientId: string }[], mails: NewMail[]): NewMail[] {
  return mails.map((m, i) => ({ ...m, aboutUserId: owners[i]?.userId ?? null, aboutClientId: owners[i]?.clientId ?? null }));
}

/** The same mails, marked as about this owner's login and/or client. */
export function about(mails: NewMail[], ids: { userId?: string | null; clientId?: string | null }): NewMail[] {
  return mails.map((m) => ({ ...m, aboutUserId: ids.userId ?? m.aboutUserId ?? null, aboutClientId: ids.clientId ?? m.aboutClientId ?? null }));
}

export async function enqueueMail(db: DbOrTx, mails: NewMail[]): Promise<void> {
  if (mails.length === 0) return;
  await db
    .insert(outbox)
    .values(
      mails.map((m) => ({
        toAddress: m.to,
        subject: m.subject,
        textBody: m.text,
        kind: m.kind,
        aboutUserId: m.aboutUserId ?? null,
        aboutClientId: m.aboutClientId ?? null,
      })),
    );
}

/**
 * Pending mails whose next attempt is due. Compared with the database's own clock: the column
 * default is also set by it, in microseconds, which a JavaScript Date (milliseconds) can trail.
 */
export async function dueMails(db: DbOrTx, limit: number) {
  return db
    .select()
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(outbox.createdAt))
    .limit(limit);
}

export async function markSent(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: at, attempts: sql`${outbox.attempts} + 1` })
    .where(eq(outbox.id, id));
}

/** Backs off exponentially; after 8 attempts the mail is marked failed. */
export async function markFailed(db: DbOrTx, id: string, attempts: number, error: string, now: Date): Promise<void> {
  const next = attempts + 1;
  await db
    .update(outbox)
    .set({
      attempts: next,
      lastError: error.slice(0, 1000),
      status: next >= 8 ? 'failed' : 'pending',
      nextAttemptAt: new Date(now.getTime() + 2 ** next * 30_000),
    })
    .where(eq(outbox.id, id));
}

export async function listOutbox(db: DbOrTx) {
  return db.select().from(outbox).orderBy(asc(outbox.createdAt));
}

const OUTBOX_LOCK_ID = 471_001;

/** Takes the delivery lock for the rest of the transaction; false when another instance holds it. */
export async function tryDeliveryLock(tx: DbOrTx): Promise<boolean> {
  const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${OUTBOX_LOCK_ID}) as locked`)) as unknown as {
    rows: { locked: boolean }[];
  };
  return Boolean(result.rows[0]?.locked);
}

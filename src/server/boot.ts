/** Wires the database, auth and services into the app's dependencies. */
import path from 'node:path';
import { openPglite, openPostgres, type Database } from './db/client';
import { lockDataDir } from './db/lock';
import { runMigrations } from './db/migrate';
import { seedReferenceData } from './seed/seed';
import type { Env } from './env';
import { createAuth, createRateLimiter } from './features/auth';
import { chargePayments } from './features/charges';
import { collectionPayments } from './features/collections';
import { damagePayments } from './features/damages';
import { applyRefundEvent } from './features/deposit-refunds';
import { applyCreditRefundEvent } from './features/invoices';
import { about, enqueueMail, passwordResetMail } from './features/mail';
import { depositPayments } from './features/onboarding/deposit-payment';
import { createPaymentProvider, type PaymentPurposeHandlers } from './features/payments';
import { loadSecrets } from './features/secrets/secrets';
import type { AppDeps } from './lib/context';

export interface OpenedDatabase {
  database: Database;
  release: () => void;
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite under DATA_DIR/db behind a lock file. */
export async function openDatabase(env: Env): Promise<OpenedDatabase> {
  if (env.databaseUrl) return { database: openPostgres(env.databaseUrl), release: () => {} };
  const dir = path.join(env.dataDir, 'db');
  const release = lockDataDir(dir);
  try {
    return { database: await openPglite(dir), release };
  } catch (err) {
    release();
    throw err;
  }
}

export async function prepareDatabase(database: Database): Promise<void> {
  await runMigrations(database);
  await seedReferenceData(database.db);
}

/**
 * What each checkout purpose means to the feature that owns it (docs/architecture.md §2 'Payment
 * purposes'): payments calls these by purpose and imports none of them.
 */
const PAYMENT_PURPOSES: PaymentPurposeHandlers = {
  deposit: depositPayments,
  collection: collectionPayments,
  damage: damagePayments,
  charge: chargePayments,
};

/** Async because the secrets come from the database when BETTER_AUTH_SECRET is unset (features/secrets). */
export async function createDeps(database: Database, env: Env, now: () => Date = () => new Date()): Promise<AppDeps> {
  const db = database.db;
  const secrets = await loadSecrets(db, env);
  const auth = createAuth(db, env, secrets.authSecret, {
    onResetPasswordRequested: (user, link) => enqueueMail(db, about([passwordResetMail(user.email, user.name, link)], { userId: user.id })),
  });
  return {
    database,
    db,
    env,
    auth,
    rateLimiter: createRateLimiter(db, now, env.rateLimitScale),
    now,
    payments: createPaymentProvider(env, now, secrets.testWebhookSecret),
    paymentPurposes: PAYMENT_PURPOSES,
    // A credit note's refund (issue 23, decision 0194) or else a deposit's (or one matching none, audited there).
    refundEvents: async (tx, event, eventNow) => {
      if (!(await applyCreditRefundEvent(tx, event, eventNow))) await applyRefundEvent(tx, event, eventNow);
    },
  };
}

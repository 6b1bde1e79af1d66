/**
 * The secrets the app signs with. BETTER_AUTH_SECRET when it is set (required in production);
 * otherwise a random secret generated on first start and kept in the database, so every process on
 * one database shares it and it survives restarts. The test checkout's webhook key is always a random
 * secret of its own: nothing that signs is derived from a value written in the code.
 */
import type { DbOrTx } from '../../db/client';
import type { Env } from '../../env';
import { storedSecret } from './secrets.repo';

export const AUTH_SECRET_NAME = 'auth';
export const TEST_WEBHOOK_SECRET_NAME = 'test-checkout-webhook';

export interface Secrets {
  authSecret: string;
  testWebhookSecret: string;
}

export async function loadSecrets(db: DbOrTx, env: Pick<Env, 'authSecret'>): Promise<Secrets> {
  return {
    authSecret: env.authSecret ?? (await storedSecret(db, AUTH_SECRET_NAME)),
    testWebhookSecret: await storedSecret(db, TEST_WEBHOOK_SECRET_NAME),
  };
}

/** Security finding 3: no signing secret comes from a value written in the code. */
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeps } from '@server/boot';
import { appSecrets } from '@server/db/schema';
import { signTestPayload, TEST_SIGNATURE_HEADER } from '@server/features/payments/test-provider';
import { AUTH_SECRET_NAME, loadSecrets, TEST_WEBHOOK_SECRET_NAME } from '@server/features/secrets/secrets';
import { call, createTestApp, type TestApp } from './harness';

/** The secret the code fell back to before, and the webhook key it derived from it. */
const OLD_DEV_SECRET = 'development-only-secret-change-me-0123456789abcdef';
const oldDerivedKey = (authSecret: string) => createHmac('sha256', authSecret).update('linen-service/test-checkout-webhook/v1').digest('hex');

const event = {
  id: 'evt_forged',
  type: 'checkout.session.completed',
  data: { object: { id: 'cs_test_forged', amount_total: 1, payment_status: 'paid', metadata: {} } },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(); // no BETTER_AUTH_SECRET
});
afterAll(() => t.close());

const stored = async (name: string) => (await t.deps.db.select().from(appSecrets).where(eq(appSecrets.name, name)))[0]?.value;

describe('without BETTER_AUTH_SECRET', () => {
  it('signs with a random secret kept in the database, shared by every process on it', async () => {
    const authSecret = (await t.deps.auth.$context).secret;
    expect(authSecret).not.toBe(OLD_DEV_SECRET);
    expect(authSecret).toBe(await stored(AUTH_SECRET_NAME));
    expect(authSecret.length).toBeGreaterThanOrEqual(32);
    // A second process on the same database (a restart, or another instance) uses the same secret.
    const second = await createDeps(t.deps.database, t.deps.env);
    expect((await second.auth.$context).secret).toBe(authSecret);
  });

  it('creates each secret once even when processes start together', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => loadSecrets(t.deps.db, { authSecret: undefined })));
    expect(new Set(results.map((r) => r.authSecret)).size).toBe(1);
    expect(new Set(results.map((r) => r.testWebhookSecret)).size).toBe(1);
    expect(await t.deps.db.select().from(appSecrets)).toHaveLength(2);
  });

  it('refuses test-checkout events signed with a key derived from the old built-in or the auth secret', async () => {
    const body = JSON.stringify(event);
    const authSecret = (await t.deps.auth.$context).secret;
    for (const key of [oldDerivedKey(OLD_DEV_SECRET), oldDerivedKey(authSecret), authSecret]) {
      const res = await call(t, 'POST', '/api/payments/webhook', {
        body: event,
        headers: { [TEST_SIGNATURE_HEADER]: signTestPayload(key, body, new Date()) },
      });
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe('invalid_signature');
    }
    const webhookKey = await stored(TEST_WEBHOOK_SECRET_NAME);
    expect(webhookKey).not.toBe(authSecret);
    expect(webhookKey).not.toBe(oldDerivedKey(authSecret));
  });
});

describe('with BETTER_AUTH_SECRET', () => {
  it('uses it for auth and still keeps a random webhook key of its own', async () => {
    const secret = 's'.repeat(40);
    const deps = await createDeps(t.deps.database, { ...t.deps.env, authSecret: secret });
    expect((await deps.auth.$context).secret).toBe(secret);
    const secrets = await loadSecrets(t.deps.db, { authSecret: secret });
    expect(secrets.testWebhookSecret).toBe(await stored(TEST_WEBHOOK_SECRET_NAME));
    expect(secrets.testWebhookSecret).not.toBe(oldDerivedKey(secret));
  });
});

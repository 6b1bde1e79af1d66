/**
 * Security finding 4: NUL bytes, other control characters and lone surrogates in any text field get
 * a 422 with one clear message (the text rule in src/shared/schemas/text.ts), never a 500, and
 * change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clients, properties, propertyContracts, users } from '@server/db/schema';
import { defaultOnboardingTasks } from '@shared/domain/onboarding';
import { INVALID_TEXT_MESSAGE, MAX_INPUT_DEPTH, TOO_DEEP_MESSAGE } from '@shared/schemas/text';
import { APP_URL, call, createTestApp, type TestApp, userWithRole } from './harness';

let t: TestApp;
let admin: string;
let owner: string;
let clientId: string;
let propertyId: string;
let contractId: string;
let shareToken: string;
let ipCount = 0;
const ip = () => `10.77.0.${++ipCount}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await userWithRole(t, 'root@text.example', 'admin', true)).cookie;
  const o = await userWithRole(t, 'olive@owner.example', 'client');
  owner = o.cookie;
  const [client] = await t.deps.db.insert(clients).values({ name: 'Olive Lets', primaryEmail: 'olive@owner.example', userId: o.user.id, status: 'customer' }).returning();
  clientId = client.id;
  const [p] = await t.deps.db
    .insert(properties)
    .values({ name: 'Olive Cottage', address: '1 Quay Street', notes: 'original notes', clientId, onboardingTasks: defaultOnboardingTasks({ 1: true }), onboardingProgress: 20 })
    .returning();
  propertyId = p.id;
  const contract = await call(t, 'POST', '/api/property-contracts', { cookie: admin, body: { propertyId } });
  expect(contract.status).toBe(201);
  contractId = contract.json.contract.id;
  const share = await call(t, 'POST', `/api/property-contracts/${contractId}/shares`, { cookie: admin });
  expect(share.status).toBe(201);
  shareToken = share.json.share.shareToken;
});
afterAll(() => t.close());

const BAD_TEXTS = { 'a NUL byte': 'Flat\u00002', 'a lone high surrogate': 'Flat \uD800 2', 'a lone low surrogate': '\uDC00Flat', 'an escape character': 'Flat\u001B[2J' };

/** Each case puts the bad text in one field of a request that is otherwise valid. */
function cases(bad: string): { name: string; method: string; path: () => string; who: () => string | undefined; body: unknown }[] {
  return [
    { name: 'sign-up address', method: 'POST', path: () => '/api/auth/sign-up/email', who: () => undefined, body: { name: 'New Owner', email: 'new.owner@text.example', password: 'Sturdy-Copper-Kettle-91', homeAddress: bad } },
    { name: 'sign-in e-mail', method: 'POST', path: () => '/api/auth/sign-in/email', who: () => undefined, body: { email: `a${bad}@b.example`, password: 'x' } },
    { name: 'reset request e-mail', method: 'POST', path: () => '/api/auth/request-password-reset', who: () => undefined, body: { email: 'olive@owner.example', redirectTo: `/reset${bad}` } },
    { name: 'reset token', method: 'POST', path: () => '/api/auth/reset-password', who: () => undefined, body: { token: `tok${bad}`, newPassword: 'Sturdy-Copper-Kettle-92' } },
    { name: 'profile name', method: 'PATCH', path: () => '/api/me', who: () => owner, body: { name: bad } },
    { name: 'new user name', method: 'POST', path: () => '/api/users', who: () => admin, body: { email: 'u@text.example', password: 'Sturdy-Copper-Kettle-91', name: bad, role: 'staff' } },
    { name: 'new client name', method: 'POST', path: () => '/api/clients', who: () => admin, body: { name: bad, primaryEmail: 'c@text.example' } },
    { name: 'client billing notes', method: 'PATCH', path: () => `/api/clients/${clientId}`, who: () => admin, body: { billingNotes: bad } },
    { name: 'my client profile', method: 'POST', path: () => '/api/me/client', who: () => owner, body: { name: bad } },
    { name: 'client contract title', method: 'POST', path: () => `/api/clients/${clientId}/contracts`, who: () => admin, body: { title: bad } },
    { name: 'new property name', method: 'POST', path: () => '/api/properties', who: () => admin, body: { name: bad, clientId } },
    { name: 'property notes', method: 'PATCH', path: () => `/api/properties/${propertyId}`, who: () => admin, body: { notes: bad } },
    { name: 'contract terms', method: 'PATCH', path: () => `/api/property-contracts/${contractId}`, who: () => admin, body: { terms: bad } },
    { name: 'new contract title', method: 'POST', path: () => '/api/property-contracts', who: () => admin, body: { propertyId, title: bad } },
    { name: 'checkout price id', method: 'POST', path: () => '/api/payments/checkout', who: () => owner, body: { priceIds: [bad] } },
    { name: 'public signature', method: 'POST', path: () => `/api/public/contracts/${shareToken}/sign`, who: () => undefined, body: { name: bad, termsSha256: 'a'.repeat(64) } },
    { name: 'an object key', method: 'PATCH', path: () => `/api/properties/${propertyId}`, who: () => admin, body: { [bad]: 'x' } },
    { name: 'client search (query string)', method: 'GET', path: () => `/api/clients?search=${encodeURIComponent(bad.replace(/[\uD800-\uDFFF]/g, '\u0000'))}`, who: () => admin, body: undefined },
  ];
}

describe('text with control characters or lone surrogates', () => {
  for (const [what, bad] of Object.entries(BAD_TEXTS)) {
    it(`gets 422 with the text message on every endpoint for ${what}`, async () => {
      for (const c of cases(bad)) {
        const res = await call(t, c.method, c.path(), { cookie: c.who(), body: c.body, ip: ip() });
        expect(res.status, `${c.name}: ${JSON.stringify(res.json)}`).toBe(422);
        expect(res.json.error.message, c.name).toBe(INVALID_TEXT_MESSAGE);
      }
    });
  }

  it('changes nothing', async () => {
    const [p] = await t.deps.db.select().from(properties).where(eq(properties.id, propertyId));
    expect(p.notes).toBe('original notes');
    const [contract] = await t.deps.db.select().from(propertyContracts).where(eq(propertyContracts.id, contractId));
    expect(contract.signedDate).toBeNull();
    expect(await t.deps.db.select().from(users).where(eq(users.email, 'new.owner@text.example'))).toHaveLength(0);
    expect(await t.deps.db.select().from(clients).where(eq(clients.primaryEmail, 'c@text.example'))).toHaveLength(0);
  });

  it('still accepts accents, emoji and line breaks', async () => {
    const notes = 'Zoë’s café ☕ 😀\nKey under the mat';
    const res = await call(t, 'PATCH', `/api/properties/${propertyId}`, { cookie: admin, body: { notes } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const [p] = await t.deps.db.select().from(properties).where(eq(properties.id, propertyId));
    expect(p.notes).toBe(notes);
  });
});

describe('deeply nested JSON (issue 19 H1)', () => {
  const nested = (levels: number) => `${'['.repeat(levels)}"x"${']'.repeat(levels)}`;

  for (const levels of [MAX_INPUT_DEPTH + 1, 5_000, 100_000]) {
    it(`gets 422 with the nesting message at ${levels} levels, on the signed-out sign-in and on a validated route`, async () => {
      const notesBefore = async () => (await t.deps.db.select({ notes: properties.notes }).from(properties).where(eq(properties.id, propertyId)))[0].notes;
      const before = await notesBefore();
      const signIn = await t.app.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { origin: APP_URL, 'content-type': 'application/json', 'x-forwarded-for': ip() },
        body: `{"email":"a@b.example","password":"x","extra":${nested(levels)}}`,
      });
      expect(signIn.status).toBe(422);
      expect(((await signIn.json()) as { error: { message: string } }).error.message).toBe(TOO_DEEP_MESSAGE);
      const patch = await t.app.request(`/api/properties/${propertyId}`, {
        method: 'PATCH',
        headers: { origin: APP_URL, 'content-type': 'application/json', cookie: admin, 'x-forwarded-for': ip() },
        body: `{"notes":${nested(levels)}}`,
      });
      expect(patch.status).toBe(422);
      expect(((await patch.json()) as { error: { message: string } }).error.message).toBe(TOO_DEEP_MESSAGE);
      expect(await notesBefore()).toBe(before);
      expect((await call(t, 'GET', '/api/health')).status).toBe(200);
    });
  }
});

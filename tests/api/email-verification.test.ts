import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { clients, outbox, users } from '@server/db/schema';
import { createVerificationToken } from '@server/features/auth/email-verification.service';
import { APP_URL, call, cookieFrom, createTestApp, makeUser, signIn, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const LINK = new RegExp(`${APP_URL}/verify-email\\?token=([^\\s]+)`, 'g');

async function signUp(email: string, ip: string) {
  const res = await call(t, 'POST', '/api/auth/sign-up/email', {
    body: { name: 'Olive Owner', email, password: 'Quiet-Meadow-Lamp-77', homeAddress: '3 Linthorpe Road, Middlesbrough' },
    ip,
  });
  expect(res.status).toBe(200);
  expect(res.headers.getSetCookie()).toEqual([]); // sign-up signs nobody in: the owner signs in next
  const cookie = await signIn(t, email, 'Quiet-Meadow-Lamp-77', ip);
  const me = await call(t, 'GET', '/api/me', { cookie });
  return { cookie, userId: me.json.user.id as string };
}

async function verificationMails(email: string) {
  return t.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toAddress, email), eq(outbox.kind, 'email-verification')))
    .orderBy(outbox.createdAt);
}

/** The tokens of the links in the user's verification mails, oldest first. */
async function linksFor(email: string): Promise<string[]> {
  const mails = await verificationMails(email);
  return mails.flatMap((m) => [...m.textBody.matchAll(LINK)].map((match) => decodeURIComponent(match[1])));
}

/** The link's page confirming it, signed in as `cookie`: 'ok' or 'invalid'. */
async function follow(token: string, cookie: string) {
  const res = await call(t, 'POST', '/api/auth/verify-email', { cookie, body: { token } });
  if (res.status === 200) return 'ok';
  expect(res.status).toBe(422);
  expect(res.json.error.message).toBe('This verification link is invalid, has already been used or has expired. Please request a new one.');
  return 'invalid';
}

async function isVerified(userId: string): Promise<boolean> {
  const [row] = await t.deps.db.select({ v: users.emailVerified }).from(users).where(eq(users.id, userId));
  return row.v;
}

const clientNames = async (cookie: string) =>
  ((await call(t, 'GET', '/api/clients', { cookie })).json.clients as { name: string }[]).map((c) => c.name).sort();

describe('e-mail verification on sign-up', () => {
  it('queues exactly one verification mail with a single link to the owner', async () => {
    await signUp('first@owner.example', '10.9.0.1');
    const mails = await verificationMails('first@owner.example');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Verify your e-mail address for Linen Service');
    expect(mails[0].textBody).toContain('Hello Olive Owner,');
    expect(mails[0].textBody).toContain('within 24 hours');
    expect(await linksFor('first@owner.example')).toHaveLength(1);
  });

  it('verifies the e-mail once, after which the owner sees the client the provider holds under it', async () => {
    await t.deps.db.insert(clients).values({ name: 'Harbour View', primaryEmail: 'Harbour@Owner.example', status: 'customer' });
    const { cookie, userId } = await signUp('harbour@owner.example', '10.9.0.2');
    expect((await call(t, 'GET', '/api/me', { cookie })).json.user.emailVerified).toBe(false);
    // One client per e-mail (issue 7): sign-up adds no second client for an address the provider already
    // holds; that record is the owner's once the e-mail is verified, and not before.
    expect(await clientNames(cookie)).toEqual([]);

    const [link] = await linksFor('harbour@owner.example');
    expect(await follow(link, cookie)).toBe('ok');
    expect(await isVerified(userId)).toBe(true);
    expect((await call(t, 'GET', '/api/me', { cookie })).json.user.emailVerified).toBe(true);
    expect(await clientNames(cookie)).toEqual(['Harbour View']);

    expect(await follow(link, cookie)).toBe('invalid'); // single use
  });

  it('verifies nothing for whoever merely opens the link: signed out, or signed in as someone else', async () => {
    await t.deps.db.insert(clients).values({ name: 'Victim Lets', primaryEmail: 'victim@owner.example', status: 'customer' });
    // Someone signs up with another person's address; the link goes to that person's mailbox.
    const attacker = await signUp('victim@owner.example', '10.9.0.6');
    const [link] = await linksFor('victim@owner.example');
    const signedOut = await call(t, 'POST', '/api/auth/verify-email', { body: { token: link } });
    expect(signedOut.status).toBe(401);
    const bystander = await signUp('bystander@owner.example', '10.9.0.7');
    expect(await follow(link, bystander.cookie)).toBe('invalid');
    expect(await isVerified(attacker.userId)).toBe(false);
    expect(await isVerified(bystander.userId)).toBe(false);
    expect(await clientNames(attacker.cookie)).toEqual([]);
    expect(await follow(link, attacker.cookie)).toBe('ok'); // still usable by the account it was sent for
  });

  it('does not verify with a tampered, unissued, expired or missing token', async () => {
    const { cookie, userId } = await signUp('careful@owner.example', '10.9.0.3');
    const [link] = await linksFor('careful@owner.example');
    const tampered = link.replace(/^([^.]+)\.([^.]+)\./, (_m, h: string, p: string) => `${h}.${p.slice(0, -2)}xx.`);
    expect(tampered).not.toBe(link);
    expect(await follow(tampered, cookie)).toBe('invalid');
    // Signed with our secret but never sent (or already used): refused.
    const unissued = await createVerificationToken(t.deps.auth, { id: userId, email: 'careful@owner.example' });
    expect(await follow(unissued, cookie)).toBe('invalid');
    const missing = await call(t, 'POST', '/api/auth/verify-email', { cookie, body: {} });
    expect(missing.status).toBe(422);
    expect(await isVerified(userId)).toBe(false);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 25 * 3600_000);
    const later = await call(t, 'POST', '/api/auth/sign-in/email', {
      body: { email: 'careful@owner.example', password: 'Quiet-Meadow-Lamp-77' },
      ip: '10.9.0.8',
    });
    expect(later.status).toBe(200);
    expect(await follow(link, cookieFrom(later.headers))).toBe('invalid');
    expect(await isVerified(userId)).toBe(false);
  });
});

describe('a new verification link', () => {
  it('needs a signed-in user', async () => {
    const res = await call(t, 'POST', '/api/auth/send-verification-email', { body: {} });
    expect(res.status).toBe(401);
  });

  it('sends a fresh working link to the signed-in owner, one a minute, and says how long to wait', async () => {
    const { cookie, userId } = await signUp('again@owner.example', '10.9.0.4');
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 0; i < 3; i++) {
      vi.setSystemTime(start + i * 61_000);
      const res = await call(t, 'POST', '/api/auth/send-verification-email', { cookie, body: {}, ip: `10.9.1.${i}` });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ sent: true, retryAfterSeconds: 60 });
    }
    vi.setSystemTime(start + 2 * 61_000 + 15_000);
    const blocked = await call(t, 'POST', '/api/auth/send-verification-email', { cookie, body: {}, ip: '10.9.1.9' });
    expect(blocked.status).toBe(429);
    expect(blocked.json.error.message).toBe('Too many requests. Please wait a few minutes and try again.');
    expect(blocked.json.error.retryAfterSeconds).toBe(45);
    expect(blocked.headers.get('retry-after')).toBe('45');
    vi.useRealTimers();

    const links = await linksFor('again@owner.example');
    expect(links).toHaveLength(4); // the sign-up's and three new ones
    expect(new Set(links).size).toBe(4);
    expect(await follow(links[3], cookie)).toBe('ok');
    expect(await isVerified(userId)).toBe(true);
    // Once verified, the older links are spent too.
    expect(await follow(links[0], cookie)).toBe('invalid');
  });

  it('tells an already verified user so, and sends nothing', async () => {
    await makeUser(t, { email: 'made@provider.example', roleName: 'client' });
    const cookie = await signIn(t, 'made@provider.example');
    const res = await call(t, 'POST', '/api/auth/send-verification-email', { cookie, body: {} });
    expect(res.status).toBe(409);
    expect(res.json.error).toEqual({ code: 'already_verified', message: 'Your e-mail address is already verified.' });
    expect(await verificationMails('made@provider.example')).toHaveLength(0);
  });
});

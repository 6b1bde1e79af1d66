/**
 * Security findings 6 and 7, issue 19 M5 (decision 0164), and the audit of sign-ins: a stranger
 * cannot keep the owner out.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '@server/app';
import { createDeps } from '@server/boot';
import { auditLog, outbox, signInThrottles, verifications } from '@server/db/schema';
import { deviceCookieName } from '@server/features/auth/device-cookie';
import { APP_URL, call, createTestApp, makeUser, PASSWORD, signIn, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LOCKED = (wait: string) =>
  `Too many failed sign-ins to this account. Try again in ${wait}, or use the unlock link we have e-mailed to the account’s address.`;
const UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36';

const attempt = (email: string, password: string, ip: string, cookie?: string, app: TestApp = t) =>
  call(app, 'POST', '/api/auth/sign-in/email', { body: { email, password }, ip, cookie, headers: { 'user-agent': UA } });

/** Starts a fake clock at the real time, so the back-off can be waited out. */
function fakeClock() {
  let now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  return (seconds: number) => {
    now += seconds * 1000;
    vi.setSystemTime(now);
  };
}

afterEach(() => {
  vi.useRealTimers();
});

async function failTimes(email: string, n: number, ip: (i: number) => string) {
  for (let i = 0; i < n; i++) expect((await attempt(email, 'Wrong-Guess-000', ip(i))).status).toBe(401);
}

const mailsTo = (email: string, kind: string) =>
  t.deps.db.select().from(outbox).where(and(eq(outbox.toAddress, email), eq(outbox.kind, kind)));

/** The token of the newest unlock mail to the address. */
async function unlockToken(email: string): Promise<string> {
  const mail = (await mailsTo(email, 'account-locked')).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).at(-1)!;
  const match = new RegExp(`${APP_URL}/unlock-account\\?token=([^\\s]+)`).exec(mail.textBody);
  return decodeURIComponent(match![1]);
}

describe('failed sign-ins lock the account for that IP only', () => {
  it('keeps the owner able to sign in from elsewhere while a stranger is locked out, a super admin too', async () => {
    await makeUser(t, { email: 'boss@provider.example', roleName: 'admin', isSuperadmin: true });
    fakeClock(); // the wait in the message is exact while the clock stands still
    await failTimes('boss@provider.example', 5, () => '203.0.113.7');
    const stranger = await attempt('boss@provider.example', PASSWORD, '203.0.113.7');
    expect(stranger.status).toBe(429);
    expect(stranger.json.error.message).toBe(LOCKED('30 seconds'));
    const owner = await attempt('boss@provider.example', PASSWORD, '198.51.100.20');
    expect(owner.status).toBe(200);
  });

  it('e-mails the owner one unlock link; the link clears the lock once; bad links change nothing', async () => {
    const user = await makeUser(t, { email: 'locked@staff.example', roleName: 'staff' });
    await failTimes('locked@staff.example', 5, () => '203.0.113.8');
    for (let i = 0; i < 3; i++) expect((await attempt('locked@staff.example', PASSWORD, '203.0.113.8')).status).toBe(429);
    const mails = await mailsTo('locked@staff.example', 'account-locked');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Your Linen Service account was locked after failed sign-ins');
    const token = await unlockToken('locked@staff.example');

    for (const body of [{}, { token: '' }, { token: 'not-a-real-token' }]) {
      const bad = await call(t, 'POST', '/api/auth/unlock-account', { body });
      expect(bad.status).toBe(422);
    }
    expect((await attempt('locked@staff.example', PASSWORD, '203.0.113.8')).status).toBe(429); // still locked

    const ok = await call(t, 'POST', '/api/auth/unlock-account', { body: { token } });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ unlocked: true });
    expect(ok.headers.getSetCookie().some((c) => /^linen_device_[\w-]+=/.test(c))).toBe(true); // that browser is now known
    expect((await attempt('locked@staff.example', PASSWORD, '203.0.113.8')).status).toBe(200);
    const again = await call(t, 'POST', '/api/auth/unlock-account', { body: { token } });
    expect(again.status).toBe(422);
    expect(again.json.error.message).toBe('This unlock link is invalid, used or expired. Wait 15 minutes and sign in again, or reset your password.');
    const audit = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'auth.unlocked')));
    expect(audit).toHaveLength(1);
  });

  it('locks unknown e-mails alike, and mails nobody', async () => {
    fakeClock();
    await failTimes('nobody@nowhere.example', 5, () => '203.0.113.9');
    const res = await attempt('nobody@nowhere.example', PASSWORD, '203.0.113.9');
    expect(res.status).toBe(429);
    expect(res.json.error.message).toBe(LOCKED('30 seconds'));
    expect(await mailsTo('nobody@nowhere.example', 'account-locked')).toHaveLength(0);
  });
});

describe('throttling with back-off, and the known device (issue 19 M5, decision 0164)', () => {
  /** n wrong passwords that the server really checks: a refused attempt waits out its back-off and tries again. */
  async function failChecked(email: string, n: number, ip: (i: number) => string, advance: (s: number) => void, cookie?: string) {
    for (let i = 0; i < n; i++) {
      let res = await attempt(email, 'Wrong-Guess-000', ip(i), cookie);
      while (res.status === 429) {
        advance(res.json.error.retryAfterSeconds);
        res = await attempt(email, 'Wrong-Guess-000', ip(i), cookie);
      }
      expect(res.status).toBe(401);
    }
  }

  /** Signs in as a browser would: the session and the known-device cookie. */
  async function signInDevice(email: string, ip: string) {
    const res = await attempt(email, PASSWORD, ip);
    expect(res.status).toBe(200);
    const device = res.headers.getSetCookie().find((c) => c.startsWith('linen_device_'))!;
    expect(device).toMatch(/; Max-Age=15552000; Path=\/api\/auth; HttpOnly; SameSite=Lax/);
    expect(device).not.toMatch(/Secure/); // APP_URL is http here
    return device.split(';')[0];
  }

  it('31 wrong passwords from two addresses do not stop the right password from a device that signed in before', async () => {
    await makeUser(t, { email: 'owner.super@provider.example', roleName: 'admin', isSuperadmin: true });
    const device = await signInDevice('owner.super@provider.example', '198.51.100.60');
    const advance = fakeClock();
    await failChecked('owner.super@provider.example', 31, (i) => (i % 2 ? '203.0.113.61' : '203.0.113.62'), advance);

    // Unknown devices wait, from the attackers' addresses and from anywhere else.
    for (const ip of ['203.0.113.61', '198.51.100.63']) {
      const stranger = await attempt('owner.super@provider.example', PASSWORD, ip);
      expect(stranger.status).toBe(429);
      expect(Number(stranger.headers.get('retry-after'))).toBe(stranger.json.error.retryAfterSeconds);
    }
    // The owner's browser passes, even from an attacker's address (one office behind one NAT).
    expect((await attempt('owner.super@provider.example', PASSWORD, '198.51.100.60', device)).status).toBe(200);
    expect((await attempt('owner.super@provider.example', PASSWORD, '203.0.113.61', device)).status).toBe(200);
    // A device cookie is worth nothing for another account, nor when tampered with.
    const [name, value] = device.split('=');
    const tampered = `${name}=${value.slice(0, -2)}xx`;
    expect((await attempt('owner.super@provider.example', PASSWORD, '198.51.100.63', tampered)).status).toBe(429);
    const other = await makeUser(t, { email: 'other.staff@provider.example', roleName: 'staff' });
    await failTimes('other.staff@provider.example', 5, () => '203.0.113.64');
    const borrowed = `${deviceCookieName((await t.deps.auth.$context).secret, other.id)}=${value}`;
    expect((await attempt('other.staff@provider.example', PASSWORD, '203.0.113.64', borrowed)).status).toBe(429);
    const lockedRow = await t.deps.db.select().from(signInThrottles).where(eq(signInThrottles.key, 'sign-in:account:owner.super@provider.example|all'));
    expect(lockedRow[0].failures).toBe(31);
  }, 180_000);

  it('counts a wrong password from a known device: that device backs off on its own, others do not', async () => {
    await makeUser(t, { email: 'fumble@staff.example', roleName: 'staff' });
    const device = await signInDevice('fumble@staff.example', '198.51.100.70');
    fakeClock();
    for (let i = 0; i < 5; i++) expect((await attempt('fumble@staff.example', 'Wrong-Guess-000', '198.51.100.70', device)).status).toBe(401);
    const refused = await attempt('fumble@staff.example', PASSWORD, '198.51.100.70', device);
    expect(refused.status).toBe(429);
    expect(refused.json.error.message).toBe(LOCKED('30 seconds'));
    // Another browser on the same address has a counter of its own (per account and IP).
    expect((await attempt('fumble@staff.example', PASSWORD, '198.51.100.70')).status).toBe(200);
  });

  it('makes an unknown device on a throttled address wait longer after each further failure', async () => {
    await makeUser(t, { email: 'backoff@staff.example', roleName: 'staff' });
    const advance = fakeClock();
    await failTimes('backoff@staff.example', 5, () => '203.0.113.80');
    const first = await attempt('backoff@staff.example', PASSWORD, '203.0.113.80');
    expect(first.status).toBe(429); // even the right password waits
    expect(first.json.error.retryAfterSeconds).toBe(30);
    advance(29);
    expect((await attempt('backoff@staff.example', PASSWORD, '203.0.113.80')).json.error.retryAfterSeconds).toBe(1);
    advance(1);
    expect((await attempt('backoff@staff.example', 'Wrong-Guess-000', '203.0.113.80')).status).toBe(401);
    const second = await attempt('backoff@staff.example', PASSWORD, '203.0.113.80');
    expect(second.json.error).toMatchObject({ retryAfterSeconds: 60, message: LOCKED('1 minute') });
    advance(60);
    expect((await attempt('backoff@staff.example', 'Wrong-Guess-000', '203.0.113.80')).status).toBe(401);
    expect((await attempt('backoff@staff.example', PASSWORD, '203.0.113.80')).json.error.retryAfterSeconds).toBe(120);
    advance(120);
    expect((await attempt('backoff@staff.example', PASSWORD, '203.0.113.80')).status).toBe(200);
    // A success forgets that address's failures.
    expect((await attempt('backoff@staff.example', 'Wrong-Guess-000', '203.0.113.80')).status).toBe(401);
    expect((await attempt('backoff@staff.example', PASSWORD, '203.0.113.80')).status).toBe(200);
  }, 180_000);

  it('keeps another address out only past the per-account ceiling of 30 failures, and the unlock link lifts it', async () => {
    await makeUser(t, { email: 'ceiling@staff.example', roleName: 'staff' });
    const advance = fakeClock();
    await failChecked('ceiling@staff.example', 29, () => '203.0.113.90', advance);
    const elsewhere = await attempt('ceiling@staff.example', PASSWORD, '198.51.100.91');
    expect(elsewhere.status).toBe(200); // 29 failures from one address: the owner elsewhere is not kept out

    const mailsBefore = (await mailsTo('ceiling@staff.example', 'account-locked')).length;
    await failChecked('ceiling@staff.example', 1, () => '203.0.113.92', advance); // the 30th across addresses
    const waiting = await attempt('ceiling@staff.example', PASSWORD, '198.51.100.93');
    expect(waiting.status).toBe(429);
    expect(waiting.json.error.message).toBe(LOCKED('30 seconds'));
    expect(await mailsTo('ceiling@staff.example', 'account-locked')).toHaveLength(mailsBefore + 1); // the owner hears of it
    expect((await call(t, 'POST', '/api/auth/unlock-account', { body: { token: await unlockToken('ceiling@staff.example') } })).status).toBe(200);
    expect((await attempt('ceiling@staff.example', PASSWORD, '198.51.100.93')).status).toBe(200);
  }, 180_000);

  it('keeps its counts and known devices in the database: a restarted server still throttles and still knows the device', async () => {
    await makeUser(t, { email: 'restart@staff.example', roleName: 'staff' });
    const device = await signInDevice('restart@staff.example', '198.51.100.95');
    await failTimes('restart@staff.example', 5, () => '203.0.113.96');
    const restarted: TestApp = { app: createApp(await createDeps(t.deps.database, t.deps.env)), deps: t.deps, close: async () => {} };
    expect((await attempt('restart@staff.example', PASSWORD, '203.0.113.96', undefined, restarted)).status).toBe(429);
    expect((await attempt('restart@staff.example', PASSWORD, '203.0.113.96', device, restarted)).status).toBe(200);
  });
});

describe('the audit log of sign-ins', () => {
  it('records sign-ins, failed sign-ins and refused ones with IP and user agent', async () => {
    const user = await makeUser(t, { email: 'audited@staff.example', roleName: 'staff' });
    await attempt('audited@staff.example', 'Wrong-Guess-000', '198.51.100.30');
    await attempt('audited@staff.example', PASSWORD, '198.51.100.31');
    const rows = await t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, user.id)).orderBy(desc(auditLog.createdAt));
    const byAction = Object.fromEntries(rows.map((r) => [r.action, r]));
    expect(byAction['auth.sign_in_failed']).toMatchObject({ ipAddress: '198.51.100.30', userAgent: UA, actorUserId: null });
    expect(byAction['auth.sign_in']).toMatchObject({ ipAddress: '198.51.100.31', userAgent: UA, actorUserId: user.id });
    await attempt('ghost@nowhere.example', 'Wrong-Guess-000', '198.51.100.32');
    const [ghost] = await t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, 'ghost@nowhere.example'));
    expect(ghost).toMatchObject({ action: 'auth.sign_in_failed', entityType: 'email', ipAddress: '198.51.100.32' });
  });
});

describe('password reset', () => {
  async function resetLinks(email: string): Promise<string[]> {
    const mails = await mailsTo(email, 'password-reset');
    return mails.map((m) => decodeURIComponent(/token=([^\s&]+)/.exec(m.textBody)![1]));
  }

  it('ends every other reset link and session of the user, lifts their locks, and is audited', async () => {
    const user = await makeUser(t, { email: 'twice@staff.example', roleName: 'staff' });
    const cookie = await signIn(t, 'twice@staff.example', PASSWORD, '198.51.100.40');
    await failTimes('twice@staff.example', 5, () => '203.0.113.10');
    for (let i = 0; i < 2; i++) {
      expect((await call(t, 'POST', '/api/auth/request-password-reset', { body: { email: 'twice@staff.example' }, ip: `198.51.100.4${i}` })).status).toBe(200);
    }
    const [first, second] = await resetLinks('twice@staff.example');
    const ok = await call(t, 'POST', '/api/auth/reset-password', { body: { token: second, newPassword: 'Brave-Orchard-Kite-58' }, ip: '198.51.100.45', headers: { 'user-agent': UA } });
    expect(ok.status).toBe(200);
    const stale = await call(t, 'POST', '/api/auth/reset-password', { body: { token: first, newPassword: 'Other-Orchard-Kite-59' }, ip: '198.51.100.45' });
    expect(stale.status).toBe(400);
    const left = await t.deps.db.select().from(verifications).where(eq(verifications.value, user.id));
    expect(left.filter((v) => v.identifier.startsWith('reset-password:'))).toHaveLength(0);
    expect((await call(t, 'GET', '/api/me', { cookie })).status).toBe(401);
    expect((await attempt('twice@staff.example', 'Brave-Orchard-Kite-58', '203.0.113.10')).status).toBe(200); // lock lifted
    const [audit] = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'user.password_reset')));
    expect(audit).toMatchObject({ ipAddress: '198.51.100.45', userAgent: UA });
  });

  it('refuses a new password holding the user’s own name or e-mail, and keeps the link', async () => {
    await makeUser(t, { email: 'harriet.quill@staff.example', name: 'Harriet Quill', roleName: 'staff' });
    await call(t, 'POST', '/api/auth/request-password-reset', { body: { email: 'harriet.quill@staff.example' }, ip: '198.51.100.50' });
    const [token] = await resetLinks('harriet.quill@staff.example');
    for (const newPassword of ['Harriet-Copper-Kettle-91', 'Copper-QUILL-Kettle-91', 'xx-harriet.quill@staff.example']) {
      const res = await call(t, 'POST', '/api/auth/reset-password', { body: { token, newPassword }, ip: '198.51.100.51' });
      expect(res.status).toBe(422);
      expect(res.json.error.message).toBe('Password must not contain your name or e-mail address.');
    }
    expect((await call(t, 'POST', '/api/auth/reset-password', { body: { token, newPassword: 'Brave-Orchard-Kite-58' }, ip: '198.51.100.52' })).status).toBe(200);
  });
});

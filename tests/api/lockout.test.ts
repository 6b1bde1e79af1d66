/** Security findings 6 and 7, and the audit of sign-ins: a stranger cannot keep the owner out. */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox, verifications } from '@server/db/schema';
import { APP_URL, call, createTestApp, makeUser, PASSWORD, signIn, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LOCKED = 'Too many failed sign-ins to this account. Try again in 15 minutes, or use the unlock link we have e-mailed to the account’s address.';
const UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36';

const attempt = (email: string, password: string, ip: string) =>
  call(t, 'POST', '/api/auth/sign-in/email', { body: { email, password }, ip, headers: { 'user-agent': UA } });

async function failTimes(email: string, n: number, ip: (i: number) => string) {
  for (let i = 0; i < n; i++) expect((await attempt(email, 'Wrong-Guess-000', ip(i))).status).toBe(401);
}

const mailsTo = (email: string, kind: string) =>
  t.deps.db.select().from(outbox).where(and(eq(outbox.toAddress, email), eq(outbox.kind, kind)));

async function unlockToken(email: string): Promise<string> {
  const [mail] = await mailsTo(email, 'account-locked');
  const match = new RegExp(`${APP_URL}/unlock-account\\?token=([^\\s]+)`).exec(mail.textBody);
  return decodeURIComponent(match![1]);
}

describe('failed sign-ins lock the account for that IP only', () => {
  it('keeps the owner able to sign in from elsewhere while a stranger is locked out, a super admin too', async () => {
    await makeUser(t, { email: 'boss@provider.example', roleName: 'admin', isSuperadmin: true });
    await failTimes('boss@provider.example', 5, () => '203.0.113.7');
    const stranger = await attempt('boss@provider.example', PASSWORD, '203.0.113.7');
    expect(stranger.status).toBe(429);
    expect(stranger.json.error.message).toBe(LOCKED);
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
    expect((await attempt('locked@staff.example', PASSWORD, '203.0.113.8')).status).toBe(200);
    const again = await call(t, 'POST', '/api/auth/unlock-account', { body: { token } });
    expect(again.status).toBe(422);
    expect(again.json.error.message).toBe('This unlock link is invalid, used or expired. Wait 15 minutes and sign in again, or reset your password.');
    const audit = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'auth.unlocked')));
    expect(audit).toHaveLength(1);
  });

  it('locks the account everywhere past the ceiling across IPs, until the unlock link is followed', async () => {
    await makeUser(t, { email: 'wide@staff.example', roleName: 'staff' });
    await failTimes('wide@staff.example', 30, (i) => `192.0.2.${i + 1}`);
    const blocked = await attempt('wide@staff.example', PASSWORD, '198.51.100.21');
    expect(blocked.status).toBe(429);
    expect(blocked.json.error.message).toBe(LOCKED);
    expect(await mailsTo('wide@staff.example', 'account-locked')).toHaveLength(1);
    expect((await call(t, 'POST', '/api/auth/unlock-account', { body: { token: await unlockToken('wide@staff.example') } })).status).toBe(200);
    expect((await attempt('wide@staff.example', PASSWORD, '198.51.100.21')).status).toBe(200);
  });

  it('locks unknown e-mails alike, and mails nobody', async () => {
    await failTimes('nobody@nowhere.example', 5, () => '203.0.113.9');
    const res = await attempt('nobody@nowhere.example', PASSWORD, '203.0.113.9');
    expect(res.status).toBe(429);
    expect(res.json.error.message).toBe(LOCKED);
    expect(await mailsTo('nobody@nowhere.example', 'account-locked')).toHaveLength(0);
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

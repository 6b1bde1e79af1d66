import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { clients, outbox, sessions, users } from '@server/db/schema';
import { call, cookieFrom, createTestApp, makeUser, PASSWORD, signIn, type TestApp, userWithRole } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await makeUser(t, { email: 'boss@provider.example', roleName: 'admin', isSuperadmin: true });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const signUpBody = {
  name: 'Penny Owner',
  email: 'penny@owner.example',
  password: 'Quiet-Meadow-Lamp-77',
  phone: '07700 900999',
  homeAddress: '3 Linthorpe Road, Middlesbrough TS1 3QS',
};

describe('sign-up', () => {
  it('creates the account, a lead client row and an e-mail to the provider admins; the owner then signs in', async () => {
    const res = await call(t, 'POST', '/api/auth/sign-up/email', { body: signUpBody, ip: '10.1.0.1' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ email: 'penny@owner.example' });
    expect(res.headers.getSetCookie()).toEqual([]);
    const signedIn = await call(t, 'POST', '/api/auth/sign-in/email', { body: { email: signUpBody.email, password: signUpBody.password }, ip: '10.1.0.1' });
    expect(signedIn.headers.getSetCookie().join(';')).toMatch(/HttpOnly/i);
    expect(signedIn.headers.getSetCookie().join(';')).toMatch(/SameSite=Lax/i);
    const cookie = cookieFrom(signedIn.headers);

    const [client] = await t.deps.db.select().from(clients).where(eq(clients.primaryEmail, 'penny@owner.example'));
    expect(client).toMatchObject({
      name: 'Penny Owner',
      contactName: 'Penny Owner',
      phone: '07700 900999',
      billingNotes: signUpBody.homeAddress,
      status: 'lead',
      userId: signedIn.json.user.id,
    });
    const mails = await t.deps.db.select().from(outbox).where(eq(outbox.kind, 'signup-notification'));
    expect(mails.map((m) => m.toAddress).sort()).toEqual(['boss@provider.example', 'office@provider.example']);
    expect(mails[0].textBody).toContain('3 Linthorpe Road');

    const me = await call(t, 'GET', '/api/me', { cookie });
    expect(me.status).toBe(200);
    expect(me.json.user.email).toBe('penny@owner.example');
    expect(me.json.flags.is_property_owner).toBe(true);
    expect(me.json.flags.clients_edit).toBe(false);
    expect(me.json.role).toBe('client');
  });

  it('rejects weak passwords with reasons and creates nothing', async () => {
    const short = await call(t, 'POST', '/api/auth/sign-up/email', { body: { ...signUpBody, email: 'a@b.example', password: 'abc' }, ip: '10.1.0.2' });
    expect(short.status).toBe(422);
    expect(short.json.error.message).toBe('Password must be at least 6 characters');
    const weak = await call(t, 'POST', '/api/auth/sign-up/email', { body: { ...signUpBody, email: 'a@b.example', password: 'password1' }, ip: '10.1.0.2' });
    expect(weak.status).toBe(422);
    expect(weak.json.error.message).toMatch(/^Password is too weak\./);
    const rows = await t.deps.db.select().from(users).where(eq(users.email, 'a@b.example'));
    expect(rows).toHaveLength(0);
  });

  it('requires full name, e-mail and home address', async () => {
    const missing = await call(t, 'POST', '/api/auth/sign-up/email', { body: { ...signUpBody, email: 'new@x.example', homeAddress: ' ' }, ip: '10.1.0.3' });
    expect(missing.status).toBe(422);
    expect(missing.json.error.message).toBe('Please enter your home address');
  });

  it('answers a sign-up with an e-mail that has an account exactly as a new one, and tells the holder instead', async () => {
    const fresh = await call(t, 'POST', '/api/auth/sign-up/email', { body: { ...signUpBody, email: 'Fresh@Owner.example' }, ip: '10.1.0.4' });
    const dup = await call(t, 'POST', '/api/auth/sign-up/email', { body: { ...signUpBody, name: 'Someone Else', password: 'Other-Quiet-Lamp-55' }, ip: '10.1.0.4' });
    expect(dup.status).toBe(fresh.status);
    expect(dup.json).toEqual({ email: 'penny@owner.example' });
    expect(fresh.json).toEqual({ email: 'fresh@owner.example' });
    expect([...dup.headers.keys()].sort()).toEqual([...fresh.headers.keys()].sort());
    expect(dup.headers.getSetCookie()).toEqual([]);
    // Nothing changed for the existing account: one client row, the old password still works.
    expect(await t.deps.db.select().from(clients).where(eq(clients.primaryEmail, signUpBody.email))).toHaveLength(1);
    await signIn(t, signUpBody.email, signUpBody.password, '10.1.0.4');
    const [mail] = await t.deps.db.select().from(outbox).where(and(eq(outbox.toAddress, signUpBody.email), eq(outbox.kind, 'signup-existing-account')));
    expect(mail.subject).toBe('Someone tried to sign up with your e-mail address');
    expect(mail.textBody).toContain('http://localhost:3000/login?mode=forgot');
    // The provider hears of no new sign-up.
    const notices = await t.deps.db.select().from(outbox).where(eq(outbox.kind, 'signup-notification'));
    expect(notices.filter((m) => m.textBody.includes('Someone Else'))).toHaveLength(0);
  });
});

describe('sign-in and sessions', () => {
  it('signs in, reports the session, and signs out', async () => {
    await makeUser(t, { email: 'sam@staff.example', roleName: 'staff' });
    const cookie = await signIn(t, 'sam@staff.example');
    expect((await call(t, 'GET', '/api/me', { cookie })).json.flags.is_property_owner).toBe(false);
    const out = await call(t, 'POST', '/api/auth/sign-out', { cookie, body: {} });
    expect(out.status).toBe(200);
    expect((await call(t, 'GET', '/api/me', { cookie })).status).toBe(401);
  });

  it('refuses a wrong password with a clear message', async () => {
    const res = await call(t, 'POST', '/api/auth/sign-in/email', { body: { email: 'sam@staff.example', password: 'Wrong-Password-1' } });
    expect(res.status).toBe(401);
    expect(res.json.error.message).toMatch(/invalid email or password/i);
  });

  it('allows several devices at once', async () => {
    const a = await signIn(t, 'sam@staff.example');
    const b = await signIn(t, 'sam@staff.example');
    expect((await call(t, 'GET', '/api/me', { cookie: a })).status).toBe(200);
    expect((await call(t, 'GET', '/api/me', { cookie: b })).status).toBe(200);
  });

  it('expires a session after 24 hours without activity, and keeps an active one alive', async () => {
    await makeUser(t, { email: 'idle@staff.example', roleName: 'staff' });
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const idle = await signIn(t, 'idle@staff.example');
    const active = await signIn(t, 'idle@staff.example');
    vi.setSystemTime(start + 20 * 3600_000);
    expect((await call(t, 'GET', '/api/me', { cookie: active })).status).toBe(200); // activity extends it
    vi.setSystemTime(start + 25 * 3600_000);
    expect((await call(t, 'GET', '/api/me', { cookie: idle })).status).toBe(401);
    expect((await call(t, 'GET', '/api/me', { cookie: active })).status).toBe(200);
  });

  it('throttles an account for the IP after 5 failed sign-ins with 429, and not for other IPs', async () => {
    await makeUser(t, { email: 'target@staff.example', roleName: 'staff' });
    vi.useFakeTimers({ toFake: ['Date'] }); // the clock stands still: the wait in the message is exact
    vi.setSystemTime(Date.now());
    for (let i = 0; i < 5; i++) {
      const r = await call(t, 'POST', '/api/auth/sign-in/email', { body: { email: 'target@staff.example', password: 'nope-nope' }, ip: '10.2.0.1' });
      expect(r.status).toBe(401);
    }
    const blocked = await call(t, 'POST', '/api/auth/sign-in/email', { body: { email: 'target@staff.example', password: PASSWORD }, ip: '10.2.0.1' });
    expect(blocked.status).toBe(429);
    expect(blocked.json.error.message).toBe(
      'Too many failed sign-ins to this account. Try again in 30 seconds, or use the unlock link we have e-mailed to the account’s address.',
    );
    expect(blocked.headers.get('retry-after')).toBe('30');
    await signIn(t, 'target@staff.example', PASSWORD, '10.2.0.99');
  });

  it('rate limits sign-in attempts per client IP, not across IPs', async () => {
    for (let i = 0; i < 30; i++) {
      await call(t, 'POST', '/api/auth/sign-in/email', { body: { email: `nobody${i}@x.example`, password: 'whatever-1' }, ip: '10.3.0.1' });
    }
    const blocked = await call(t, 'POST', '/api/auth/sign-in/email', { body: { email: 'sam@staff.example', password: PASSWORD }, ip: '10.3.0.1' });
    expect(blocked.status).toBe(429);
    const other = await call(t, 'POST', '/api/auth/sign-in/email', { body: { email: 'sam@staff.example', password: PASSWORD }, ip: '10.3.0.2' });
    expect(other.status).toBe(200);
  });

  it('does not count successful sign-ins against the IP (an office signing in all day)', async () => {
    for (let i = 0; i < 35; i++) {
      const ok = await call(t, 'POST', '/api/auth/sign-in/email', { body: { email: 'sam@staff.example', password: PASSWORD }, ip: '10.5.0.1' });
      expect(ok.status).toBe(200);
    }
  });

  it('ignores a spoofed X-Forwarded-For when no proxy is trusted', async () => {
    for (let i = 0; i < 30; i++) {
      await call(t, 'POST', '/api/auth/sign-in/email', {
        body: { email: `ghost${i}@x.example`, password: 'whatever-1' },
        ip: '10.4.0.1',
        headers: { 'x-forwarded-for': `192.0.2.${i}`, 'x-linen-client-ip': `198.51.100.${i}` },
      });
    }
    const blocked = await call(t, 'POST', '/api/auth/sign-in/email', { body: { email: 'sam@staff.example', password: PASSWORD }, ip: '10.4.0.1' });
    expect(blocked.status).toBe(429);
  });
});

describe('deactivation and password changes', () => {
  it('refuses a deactivated user at once and at the next sign-in', async () => {
    const { user, cookie } = await userWithRole(t, 'leaver@staff.example', 'staff');
    await t.deps.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const me = await call(t, 'GET', '/api/me', { cookie });
    expect(me.status).toBe(401);
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    const again = await call(t, 'POST', '/api/auth/sign-in/email', { body: { email: 'leaver@staff.example', password: PASSWORD } });
    expect(again.status).toBe(403);
    expect(again.json.error.message).toBe('This account has been deactivated. Please contact your administrator.');
  });

  it('e-mails a reset link that sets a new password and ends every session', async () => {
    const { cookie } = await userWithRole(t, 'forgetful@staff.example', 'staff');
    const req = await call(t, 'POST', '/api/auth/request-password-reset', { body: { email: 'forgetful@staff.example' } });
    expect(req.status).toBe(200);
    const [mail] = await t.deps.db.select().from(outbox).where(eq(outbox.toAddress, 'forgetful@staff.example'));
    const token = /token=([^\s&]+)/.exec(mail.textBody)?.[1];
    expect(mail.textBody).toContain('http://localhost:3000/reset-password?token=');
    const weak = await call(t, 'POST', '/api/auth/reset-password', { body: { token, newPassword: '12345' } });
    expect(weak.status).toBe(422);
    const ok = await call(t, 'POST', '/api/auth/reset-password', { body: { token: decodeURIComponent(token!), newPassword: 'Brave-Orchard-Kite-58' } });
    expect(ok.status).toBe(200);
    expect((await call(t, 'GET', '/api/me', { cookie })).status).toBe(401);
    await signIn(t, 'forgetful@staff.example', 'Brave-Orchard-Kite-58');
  });

  it('answers a reset request for an unknown e-mail the same way and sends nothing', async () => {
    const res = await call(t, 'POST', '/api/auth/request-password-reset', { body: { email: 'ghost@nowhere.example' } });
    expect(res.status).toBe(200);
    expect(await t.deps.db.select().from(outbox).where(eq(outbox.toAddress, 'ghost@nowhere.example'))).toHaveLength(0);
  });
});

describe('deny by default', () => {
  it('refuses unknown API paths and other Better Auth endpoints', async () => {
    const cookie = await signIn(t, 'sam@staff.example');
    expect((await call(t, 'GET', '/api/nothing-here', { cookie })).status).toBe(404);
    expect((await call(t, 'GET', '/api/nothing-here')).status).toBe(401);
    expect((await call(t, 'POST', '/api/auth/update-user', { cookie, body: { name: 'x' } })).status).toBe(404);
    expect((await call(t, 'POST', '/api/auth/change-email', { cookie, body: { newEmail: 'x@y.example' } })).status).toBe(404);
  });

  it('refuses signed-out callers on /api/me', async () => {
    const res = await call(t, 'GET', '/api/me');
    expect(res.status).toBe(401);
    expect(res.json.error.message).toBe('User not authenticated');
  });
});

describe('session token exposure', () => {
  it('keeps the session token out of the sign-in response body', async () => {
    const res = await call(t, 'POST', '/api/auth/sign-in/email', { body: { email: 'sam@staff.example', password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ user: { id: expect.any(String), email: 'sam@staff.example', name: 'sam' } });
    expect(cookieFrom(res.headers)).toMatch(/session_token=/);
  });
});

describe('limits that hold under pressure', () => {
  it('counts parallel wrong passwords: at most 5 from one IP reach the password check', async () => {
    await makeUser(t, { email: 'parallel@staff.example', roleName: 'staff' });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(t, 'POST', '/api/auth/sign-in/email', { body: { email: 'parallel@staff.example', password: `wrong-${i}-pass` }, ip: '10.6.0.1' }),
      ),
    );
    expect(results.filter((r) => r.status === 401).length).toBeLessThanOrEqual(5);
    expect(results.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(7);
  });

  it('tells a deactivated user so only when the password is right', async () => {
    const user = await makeUser(t, { email: 'gone@staff.example', roleName: 'staff' });
    await t.deps.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const wrong = await call(t, 'POST', '/api/auth/sign-in/email', { body: { email: 'gone@staff.example', password: 'not-the-password' }, ip: '10.7.0.1' });
    expect(wrong.status).toBe(401);
    const right = await call(t, 'POST', '/api/auth/sign-in/email', { body: { email: 'gone@staff.example', password: PASSWORD }, ip: '10.7.0.1' });
    expect(right.status).toBe(403);
  });

  it('limits sign-ups and password-reset requests per IP', async () => {
    for (let i = 0; i < 10; i++) {
      await call(t, 'POST', '/api/auth/sign-up/email', { body: { name: 'X', email: `bad${i}@x.example`, password: 'short', homeAddress: 'a' }, ip: '10.8.0.1' });
    }
    const signUp = await call(t, 'POST', '/api/auth/sign-up/email', { body: { ...signUpBody, email: 'late@x.example' }, ip: '10.8.0.1' });
    expect(signUp.status).toBe(429);
    for (let i = 0; i < 5; i++) {
      await call(t, 'POST', '/api/auth/request-password-reset', { body: { email: 'nobody@x.example' }, ip: '10.8.0.2' });
    }
    const reset = await call(t, 'POST', '/api/auth/request-password-reset', { body: { email: 'nobody@x.example' }, ip: '10.8.0.2' });
    expect(reset.status).toBe(429);
    expect(reset.json.error.message).toBe('Too many requests. Please wait a few minutes and try again.');
  });

  it('refuses an oversized JSON body with 413 before reading it all', async () => {
    const res = await call(t, 'POST', '/api/auth/sign-in/email', { body: { email: 'sam@staff.example', password: 'x'.repeat(400_000) } });
    expect(res.status).toBe(413);
  });
});

describe('the startup guide', () => {
  it('completes steps one way, then the guide', async () => {
    const cookie = await signIn(t, 'sam@staff.example');
    expect((await call(t, 'POST', '/api/me/guide', { cookie, body: { step: 3 } })).json).toEqual({ startupGuideCompleted: false, guideStepsCompleted: [3] });
    expect((await call(t, 'POST', '/api/me/guide', { cookie, body: { step: 1 } })).json.guideStepsCompleted).toEqual([1, 3]);
    expect((await call(t, 'POST', '/api/me/guide', { cookie, body: { step: 7 } })).status).toBe(422);
    expect((await call(t, 'POST', '/api/me/guide', { cookie, body: { completed: true } })).json.startupGuideCompleted).toBe(true);
    expect((await call(t, 'GET', '/api/me', { cookie })).json.user).toMatchObject({ startupGuideCompleted: true, guideStepsCompleted: [1, 3] });
    expect((await call(t, 'POST', '/api/me/guide', { body: { completed: true } })).status).toBe(401);
  });
});

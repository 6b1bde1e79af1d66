/** Settings, My Profile and Security: PATCH /api/me, the avatar, and changing one's own password. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { userAvatars, users } from '@server/db/schema';
import { call, cookieFrom, createTestApp, makeUser, PASSWORD, signIn, type TestApp } from './harness';

let t: TestApp;
let ipCount = 0;
/** A fresh client IP per sign-in, so the per-IP sign-in limit never interferes. */
const nextIp = () => `10.20.${Math.floor(ipCount / 250)}.${(ipCount++ % 250) + 1}`;

async function signedInUser(email: string, roleName: string | null = 'staff', isSuperadmin = false) {
  const user = await makeUser(t, { email, roleName, isSuperadmin, name: 'Pat Person' });
  return { user, cookie: await signIn(t, email, PASSWORD, nextIp()) };
}

function fileForm(data: Uint8Array | Buffer, type: string, name = 'upload.bin'): FormData {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(data)], name, { type }));
  return form;
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a7ab0' } }).png().toBuffer();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('signed-out callers', () => {
  it('are refused on every profile endpoint with 401', async () => {
    const form = fileForm(await png(10, 10), 'image/png');
    const calls = [
      call(t, 'PATCH', '/api/me', { body: { name: 'X' } }),
      call(t, 'POST', '/api/me/avatar', { body: form }),
      call(t, 'DELETE', '/api/me/avatar'),
      call(t, 'POST', '/api/me/password', { body: { currentPassword: PASSWORD, newPassword: 'Whole-Lantern-Breeze-42' } }),
      call(t, 'GET', '/api/users/anyone/avatar'),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(res.json.error.message).toBe('User not authenticated');
    }
  });
});

describe('PATCH /api/me', () => {
  it('updates full name and phone, for any signed-in user (a property owner too)', async () => {
    const { user, cookie } = await signedInUser('olive@owner.example', 'client');
    const res = await call(t, 'PATCH', '/api/me', { cookie, body: { name: '  Olive Owner ', phone: ' 07700 900111 ' } });
    expect(res.status).toBe(200);
    expect(res.json.user).toEqual({ id: user.id, email: 'olive@owner.example', name: 'Olive Owner', phone: '07700 900111', image: null });
    const me = await call(t, 'GET', '/api/me', { cookie });
    expect(me.json.user).toMatchObject({ name: 'Olive Owner', phone: '07700 900111' });

    const cleared = await call(t, 'PATCH', '/api/me', { cookie, body: { name: 'Olive Owner', phone: '' } });
    expect(cleared.json.user.phone).toBeNull();
    const kept = await call(t, 'PATCH', '/api/me', { cookie, body: { name: 'Olive O.' } });
    expect(kept.json.user).toMatchObject({ name: 'Olive O.', phone: null });
  });

  it('requires a full name and saves nothing otherwise', async () => {
    const { user, cookie } = await signedInUser('nameless@staff.example');
    for (const body of [{ name: '   ', phone: '0123' }, { phone: '0123' }]) {
      const res = await call(t, 'PATCH', '/api/me', { cookie, body });
      expect(res.status).toBe(422);
      expect(res.json.error.message).toBe('Full name is required');
      expect(res.json.error.issues[0].path).toBe('name');
    }
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: 'Pat Person', phone: null });
  });

  it('never changes the e-mail', async () => {
    const { user, cookie } = await signedInUser('fixed@staff.example');
    const res = await call(t, 'PATCH', '/api/me', { cookie, body: { name: 'New Name', email: 'other@staff.example' } });
    expect(res.status).toBe(422);
    expect(res.json.error.message).toBe('Email cannot be changed');
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: 'fixed@staff.example', name: 'Pat Person' });
  });
});

describe('avatar', () => {
  it('re-encodes a PNG to a 256×256 WebP, links it from the profile and serves it to signed-in users', async () => {
    const { user, cookie } = await signedInUser('pic@staff.example');
    const res = await call(t, 'POST', '/api/me/avatar', { cookie, body: fileForm(await png(640, 480), 'image/png', 'me.png') });
    expect(res.status).toBe(200);
    expect(res.json.user.image).toMatch(new RegExp(`^/api/users/${user.id}/avatar\\?v=\\d+$`));
    expect((await call(t, 'GET', '/api/me', { cookie })).json.user.image).toBe(res.json.user.image);

    const other = await signedInUser('viewer@owner.example', 'client');
    const served = await t.app.request(`http://localhost:3000${res.json.user.image}`, { headers: { cookie: other.cookie } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toMatch(/private/);
    expect(served.headers.get('cache-control')).toMatch(/immutable/);
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();

    const etag = served.headers.get('etag')!;
    const again = await t.app.request(`http://localhost:3000/api/users/${user.id}/avatar`, {
      headers: { cookie: other.cookie, 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('turns the picture upright by its EXIF orientation and strips the metadata', async () => {
    const { user, cookie } = await signedInUser('sideways@staff.example');
    // Left half red, right half blue; orientation 6 means "rotate 90° clockwise to view".
    const red = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#ff0000' } }).png().toBuffer();
    const jpeg = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#0000ff' } })
      .composite([{ input: red, left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    const res = await call(t, 'POST', '/api/me/avatar', { cookie, body: fileForm(jpeg, 'image/jpeg', 'side.jpg') });
    expect(res.status).toBe(200);
    const [row] = await t.deps.db.select().from(userAvatars).where(eq(userAvatars.userId, user.id));
    const { data, info } = await sharp(row.data).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
    const [tr, , tb] = pixel(128, 10);
    const [br, , bb] = pixel(128, 245);
    expect(tr).toBeGreaterThan(200); // red on top after turning upright
    expect(tb).toBeLessThan(60);
    expect(bb).toBeGreaterThan(200); // blue below
    expect(br).toBeLessThan(60);
    const meta = await sharp(row.data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('refuses a text file, and a file sharp cannot decode even when it claims to be an image', async () => {
    const { user, cookie } = await signedInUser('text@staff.example');
    const text = await call(t, 'POST', '/api/me/avatar', { cookie, body: fileForm(Buffer.from('hello'), 'text/plain', 'a.txt') });
    expect(text.status).toBe(422);
    expect(text.json.error.message).toBe('Please select an image file');
    const fake = await call(t, 'POST', '/api/me/avatar', { cookie, body: fileForm(Buffer.from('not really a png'), 'image/png', 'a.png') });
    expect(fake.status).toBe(422);
    expect(fake.json.error.message).toBe('Please select an image file');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    const vector = await call(t, 'POST', '/api/me/avatar', { cookie, body: fileForm(svg, 'image/svg+xml', 'a.svg') });
    expect(vector.status).toBe(422);
    const none = await call(t, 'POST', '/api/me/avatar', { cookie, body: new FormData() });
    expect(none.status).toBe(422);
    expect(none.json.error.message).toBe('Please select an image file');
    expect(await t.deps.db.select().from(userAvatars).where(eq(userAvatars.userId, user.id))).toHaveLength(0);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row.image).toBeNull();
  });

  it('refuses 2 MB or more with nothing stored', async () => {
    const { user, cookie } = await signedInUser('huge@staff.example');
    const justOver = Buffer.alloc(2 * 1024 * 1024 + 1024, 1);
    const a = await call(t, 'POST', '/api/me/avatar', { cookie, body: fileForm(justOver, 'image/png', 'big.png') });
    expect(a.status).toBe(422);
    expect(a.json.error.message).toBe('Image size must be less than 2MB');
    const wayOver = Buffer.alloc(5 * 1024 * 1024, 1);
    const b = await call(t, 'POST', '/api/me/avatar', { cookie, body: fileForm(wayOver, 'image/png', 'bigger.png') });
    expect(b.status).toBe(422);
    expect(b.json.error.message).toBe('Image size must be less than 2MB');
    expect(await t.deps.db.select().from(userAvatars).where(eq(userAvatars.userId, user.id))).toHaveLength(0);
  });

  it('can be removed; a user without an avatar gives 404', async () => {
    const { user, cookie } = await signedInUser('gone@staff.example');
    expect((await call(t, 'GET', `/api/users/${user.id}/avatar`, { cookie })).status).toBe(404);
    await call(t, 'POST', '/api/me/avatar', { cookie, body: fileForm(await png(50, 50), 'image/png') });
    expect((await call(t, 'GET', `/api/users/${user.id}/avatar`, { cookie })).status).toBe(200);
    const res = await call(t, 'DELETE', '/api/me/avatar', { cookie });
    expect(res.status).toBe(200);
    expect(res.json.user.image).toBeNull();
    expect((await call(t, 'GET', `/api/users/${user.id}/avatar`, { cookie })).status).toBe(404);
  });
});

describe('POST /api/me/password', () => {
  const NEW_PASSWORD = 'Velvet-Harbour-Compass-73';

  it('refuses a wrong current password with 422 and changes nothing', async () => {
    const { cookie } = await signedInUser('wrong@staff.example');
    const res = await call(t, 'POST', '/api/me/password', { cookie, body: { currentPassword: 'Not-My-Password-1', newPassword: NEW_PASSWORD } });
    expect(res.status).toBe(422);
    expect(res.json.error.message).toBe('Current password is incorrect');
    expect(res.json.error.issues[0].path).toBe('currentPassword');
    expect((await call(t, 'GET', '/api/me', { cookie })).status).toBe(200);
    await signIn(t, 'wrong@staff.example', PASSWORD, nextIp());
  });

  it('refuses short and weak new passwords with reasons', async () => {
    const { cookie } = await signedInUser('weak@staff.example');
    const short = await call(t, 'POST', '/api/me/password', { cookie, body: { currentPassword: PASSWORD, newPassword: 'abc' } });
    expect(short.status).toBe(422);
    expect(short.json.error.message).toBe('Password must be at least 6 characters');
    expect(short.json.error.issues[0].path).toBe('newPassword');
    const weak = await call(t, 'POST', '/api/me/password', { cookie, body: { currentPassword: PASSWORD, newPassword: 'password1' } });
    expect(weak.status).toBe(422);
    expect(weak.json.error.message).toMatch(/^Password is too weak\./);
    const missing = await call(t, 'POST', '/api/me/password', { cookie, body: { newPassword: NEW_PASSWORD } });
    expect(missing.status).toBe(422);
    expect(missing.json.error.message).toBe('Please enter your current password');
    await signIn(t, 'weak@staff.example', PASSWORD, nextIp());
  });

  it('changes it: other sessions end, this browser stays signed in, the new password signs in', async () => {
    const { cookie } = await signedInUser('mover@staff.example');
    const otherDevice = await signIn(t, 'mover@staff.example', PASSWORD, nextIp());
    const res = await call(t, 'POST', '/api/me/password', { cookie, body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } });
    expect(res.status).toBe(200);
    const renewed = cookieFrom(res.headers);
    expect(renewed).toMatch(/session_token=/);
    expect(res.headers.getSetCookie().join(';')).toMatch(/HttpOnly/i);
    expect((await call(t, 'GET', '/api/me', { cookie: renewed })).status).toBe(200);
    expect((await call(t, 'GET', '/api/me', { cookie: otherDevice })).status).toBe(401);

    const old = await call(t, 'POST', '/api/auth/sign-in/email', { body: { email: 'mover@staff.example', password: PASSWORD }, ip: nextIp() });
    expect(old.status).toBe(401);
    await signIn(t, 'mover@staff.example', NEW_PASSWORD, nextIp());
  });

  it('stops guessing the current password after five wrong tries', async () => {
    const { cookie } = await signedInUser('guesser@staff.example');
    for (let i = 0; i < 5; i++) {
      const res = await call(t, 'POST', '/api/me/password', { cookie, body: { currentPassword: `Guess-${i}-abc`, newPassword: NEW_PASSWORD } });
      expect(res.status).toBe(422);
    }
    const blocked = await call(t, 'POST', '/api/me/password', { cookie, body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } });
    expect(blocked.status).toBe(429);
    await signIn(t, 'guesser@staff.example', PASSWORD, nextIp());
  });
});

/**
 * The business details invoices carry (issue 23 item 1; decision 0193): read by super admins and
 * admins, changed by super admins only, each change one more version and one audit row; bad input is
 * a 422 that changes nothing; the logo is re-encoded to a PNG without metadata and can be removed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { desc, eq, like } from 'drizzle-orm';
import { appState, auditLog } from '@server/db/schema';
import { BUSINESS_MESSAGES as M, UNSET_BUSINESS_DETAILS } from '@shared/domain/business-details';
import { call, createTestApp, userWithRole, type TestApp } from './harness';

let t: TestApp;
const cookies: Record<'superAdmin' | 'admin' | 'manager' | 'staff' | 'owner', string> = {} as never;

beforeAll(async () => {
  t = await createTestApp();
  cookies.superAdmin = (await userWithRole(t, 'boss@provider.example', 'admin', true)).cookie;
  cookies.admin = (await userWithRole(t, 'ada@provider.example', 'admin')).cookie;
  cookies.manager = (await userWithRole(t, 'mia@provider.example', 'manager')).cookie;
  cookies.staff = (await userWithRole(t, 'stan@provider.example', 'staff')).cookie;
  cookies.owner = (await userWithRole(t, 'anna@owner.example', 'client')).cookie;
});
afterAll(async () => t?.close());

const body = {
  legalName: 'Harbour Linen Ltd',
  address: '1 Quay Street\nFalmouth\nTR11 3HH',
  vatRegistered: true,
  vatNumber: 'gb 123 4567 82',
  vatRateBasisPoints: 2000,
  invoicePrefix: 'INV-',
  creditNotePrefix: 'CN-',
  paymentTermsText: 'Payment due within 14 days',
  paymentTermsDays: 14,
};

const get = (cookie: string) => call(t, 'GET', '/api/business-details', { cookie });
const auditRows = (action: string) => t.deps.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.createdAt));

/** A 900×900 JPEG carrying EXIF (a camera's make and a GPS-ish comment). */
async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 900, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', ImageDescription: 'home address 1 Secret Lane' } })
    .toBuffer();
}

function form(data: Buffer, type = 'image/jpeg', name = 'logo.jpg') {
  const f = new FormData();
  f.append('file', new File([new Uint8Array(data)], name, { type }));
  return f;
}

describe('business details', () => {
  it('are not set until saved: version 0, not ready, the default prefixes and terms', async () => {
    const res = await get(cookies.superAdmin);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ details: UNSET_BUSINESS_DETAILS, ready: false, logoUrl: null });
  });

  it('refuse owners, staff and managers; admins read', async () => {
    for (const cookie of [cookies.owner, cookies.staff, cookies.manager]) {
      expect((await get(cookie)).status).toBe(403);
      expect((await call(t, 'PUT', '/api/business-details', { cookie, body })).status).toBe(403);
      expect((await call(t, 'PUT', '/api/business-details/logo', { cookie, body: form(await jpegWithExif()) })).status).toBe(403);
      expect((await call(t, 'DELETE', '/api/business-details/logo', { cookie })).status).toBe(403);
    }
    expect((await get(cookies.admin)).status).toBe(200);
    expect((await call(t, 'PUT', '/api/business-details', { cookie: cookies.admin, body })).status).toBe(403);
    expect((await get(cookies.superAdmin)).json.details.version).toBe(0);
  });

  it('a super admin saves and reads back, normalised, version 1, audited with before and after', async () => {
    const res = await call(t, 'PUT', '/api/business-details', { cookie: cookies.superAdmin, body });
    expect(res.status).toBe(200);
    expect(res.json.ready).toBe(true);
    expect(res.json.details).toMatchObject({ ...body, vatNumber: 'GB123456782', version: 1, logo: null });
    expect(res.json.details.updatedAt).toEqual(expect.any(String));
    expect((await get(cookies.admin)).json).toEqual(res.json);

    const [row] = await auditRows('business_details.update');
    expect(row.entityId).toBe('business_details');
    expect(row.details).toMatchObject({
      before: { version: 0, legalName: '' },
      after: { version: 1, legalName: 'Harbour Linen Ltd', vatNumber: 'GB123456782' },
    });
  });

  it('every save is one more version; not VAT registered drops the number and rate', async () => {
    const res = await call(t, 'PUT', '/api/business-details', {
      cookie: cookies.superAdmin,
      body: { ...body, vatRegistered: false, vatNumber: 'GB123456782', vatRateBasisPoints: 2000, invoicePrefix: 'HL/' },
    });
    expect(res.status).toBe(200);
    expect(res.json.details).toMatchObject({ vatRegistered: false, vatNumber: null, vatRateBasisPoints: null, invoicePrefix: 'HL/', version: 2 });
    expect(await auditRows('business_details.update')).toHaveLength(2);
  });

  it('two saves at once get two versions', async () => {
    const [a, b] = await Promise.all([
      call(t, 'PUT', '/api/business-details', { cookie: cookies.superAdmin, body }),
      call(t, 'PUT', '/api/business-details', { cookie: cookies.superAdmin, body: { ...body, paymentTermsDays: 30 } }),
    ]);
    expect([a.json.details.version, b.json.details.version].sort()).toEqual([3, 4]);
    expect((await get(cookies.superAdmin)).json.details.version).toBe(4);
  });

  it('bad input is a 422 with each field named, and nothing changes', async () => {
    const before = (await get(cookies.superAdmin)).json;
    const audits = (await auditRows('business_details.update')).length;
    const res = await call(t, 'PUT', '/api/business-details', {
      cookie: cookies.superAdmin,
      body: { ...body, legalName: '', vatNumber: 'GB123456783', invoicePrefix: 'INV #', paymentTermsDays: 200 },
    });
    expect(res.status).toBe(422);
    const issues = Object.fromEntries(res.json.error.issues.map((i: { path: string; message: string }) => [i.path, i.message]));
    expect(issues).toMatchObject({ legalName: M.legalNameRequired, invoicePrefix: M.prefixFormat('invoice'), paymentTermsDays: M.paymentDaysFormat });

    const vat = await call(t, 'PUT', '/api/business-details', { cookie: cookies.superAdmin, body: { ...body, vatNumber: 'GB123456783' } });
    expect(vat.status).toBe(422);
    expect(vat.json.error.issues).toEqual([{ path: 'vatNumber', message: M.vatNumberChecksum }]);
    const rate = await call(t, 'PUT', '/api/business-details', { cookie: cookies.superAdmin, body: { ...body, vatRateBasisPoints: null } });
    expect(rate.json.error.issues).toEqual([{ path: 'vatRateBasisPoints', message: M.vatRateRequired }]);

    expect((await get(cookies.superAdmin)).json).toEqual(before);
    expect(await auditRows('business_details.update')).toHaveLength(audits);
  });

  it('a logo is re-encoded to a PNG within 600×200 without metadata, served, and removed', async () => {
    const up = await call(t, 'PUT', '/api/business-details/logo', { cookie: cookies.superAdmin, body: form(await jpegWithExif()) });
    expect(up.status).toBe(200);
    const { logo, version } = up.json.details;
    expect(logo).toEqual({ id: expect.stringMatching(/^[0-9a-f]{24}$/), width: 200, height: 200 });
    expect(version).toBe(5);
    expect(up.json.logoUrl).toBe(`/api/business-details/logo?v=${logo.id}`);
    expect(up.json.details.legalName).toBe('Harbour Linen Ltd'); // the other fields kept

    const res = await t.app.request(`http://localhost:3000${up.json.logoUrl}`, { headers: { cookie: cookies.admin } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 200, height: 200 });
    expect(meta.exif).toBeUndefined();
    expect(png.includes('SecretCam')).toBe(false);
    expect(png.includes('Secret Lane')).toBe(false);
    const [upAudit] = await auditRows('business_details.logo_upload');
    expect(upAudit.details).toMatchObject({ before: { logo: null, version: 4 }, after: { logo, version: 5 } });
    expect((await call(t, 'GET', '/api/business-details/logo', { cookie: cookies.owner })).status).toBe(403);

    const wide = await sharp({ create: { width: 2400, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const second = await call(t, 'PUT', '/api/business-details/logo', { cookie: cookies.superAdmin, body: form(wide, 'image/png', 'wide.png') });
    expect(second.json.details.logo).toMatchObject({ width: 600, height: 75 });

    const del = await call(t, 'DELETE', '/api/business-details/logo', { cookie: cookies.superAdmin });
    expect(del.status).toBe(200);
    expect(del.json).toMatchObject({ details: { logo: null, version: 7 }, logoUrl: null });
    expect(await auditRows('business_details.logo_remove')).toHaveLength(1);
    expect((await call(t, 'GET', '/api/business-details/logo', { cookie: cookies.superAdmin })).status).toBe(404);
    // The logo an invoice may have been issued with is still there under its id.
    const old = await t.app.request(`http://localhost:3000${up.json.logoUrl}`, { headers: { cookie: cookies.superAdmin } });
    expect(old.status).toBe(200);
    // Removing again changes nothing.
    const again = await call(t, 'DELETE', '/api/business-details/logo', { cookie: cookies.superAdmin });
    expect(again.json.details.version).toBe(7);
    expect(await auditRows('business_details.logo_remove')).toHaveLength(1);
  });

  it('refuses a file that is not an image, and leaves the details as they were', async () => {
    const before = (await get(cookies.superAdmin)).json;
    const text = await call(t, 'PUT', '/api/business-details/logo', {
      cookie: cookies.superAdmin,
      body: form(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml', 'logo.svg'),
    });
    expect(text.status).toBe(422);
    expect(text.json.error.issues).toEqual([{ path: 'file', message: 'Please select an image file' }]);
    expect((await get(cookies.superAdmin)).json).toEqual(before);
    const stored = await t.deps.db.select().from(appState).where(like(appState.key, 'business_logo:%'));
    expect(stored).toHaveLength(2);
  });

  it('deposits are receipts until a super admin says otherwise; a save without the setting keeps it', async () => {
    expect((await get(cookies.superAdmin)).json.details.depositsAsReceipts).toBe(true);
    const off = await call(t, 'PUT', '/api/business-details', { cookie: cookies.superAdmin, body: { ...body, depositsAsReceipts: false } });
    expect(off.json.details.depositsAsReceipts).toBe(false);
    // A client older than the setting sends no field: the setting in force stays.
    const older = await call(t, 'PUT', '/api/business-details', { cookie: cookies.superAdmin, body });
    expect(older.status).toBe(200);
    expect(older.json.details.depositsAsReceipts).toBe(false);
    const on = await call(t, 'PUT', '/api/business-details', { cookie: cookies.superAdmin, body: { ...body, depositsAsReceipts: true } });
    expect(on.json.details.depositsAsReceipts).toBe(true);
  });
});

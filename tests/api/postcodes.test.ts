/**
 * /api/admin/postcodes (issue 24 item 4): the super admin's import of the ONS postcode directory CSV. Only
 * a super admin imports; a file without the needed columns, or with nothing to keep, is refused and
 * changes nothing; live postcodes with coordinates are kept, the rest read and dropped; a second import
 * replaces the first; the import is audited and shown (who, when, rows read and kept).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { auditLog, postcodeImports, postcodePoints } from '@server/db/schema';
import { hasPostcodePoints, pointsFor } from '@server/features/postcodes';
import { POSTCODE_IMPORT_MESSAGES } from '@shared/domain/postcode-directory';
import { call, createTestApp, type TestApp, userWithRole } from './harness';

let t: TestApp;
let superAdmin: string;
let superAdminId: string;
const denied: Record<string, string> = {};

/** The ONSPD's first columns, lat and long further on, and a few after (as the real file has ~50). */
const HEADER = ['pcd', 'pcd2', 'pcds', 'dointr', 'doterm', 'oscty', 'ced', 'oslaua', 'osward', 'usertype', 'oseast1m', 'osnrth1m', 'lat', 'long', 'lep1', 'imd'];

function onspd(rows: { pcds: string; doterm?: string; lat: string; long: string }[], header = HEADER): string {
  const q = (v: string) => `"${v}"`;
  const lines = [header.map(q).join(',')];
  for (const r of rows) {
    const byName: Record<string, string> = { pcd: r.pcds.replace(' ', '  '), pcd2: r.pcds, pcds: r.pcds, dointr: '198001', doterm: r.doterm ?? '', lat: r.lat, long: r.long };
    lines.push(header.map((h) => (h === 'lat' || h === 'long' ? (byName[h] ?? '') : q(byName[h] ?? 'E99999999'))).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

const FIRST = onspd([
  { pcds: 'TS1 1AA', lat: '54.576', long: '-1.234' },
  { pcds: 'TS1 2AB', lat: '54.571', long: '-1.240' },
  { pcds: 'TS5 6AA', lat: '54.552', long: '-1.260' },
  { pcds: 'TS9 9ZZ', doterm: '199806', lat: '54.48', long: '-1.13' }, // terminated
  { pcds: 'ZE9 9XX', lat: '99.999999', long: '0.000000' }, // no coordinates
]);
const SECOND = onspd([
  { pcds: 'DL1 1AA', lat: '54.523', long: '-1.553' },
  { pcds: 'TS1 1AA', lat: '54.5761', long: '-1.2341' },
]);

function form(csv: string, name = 'ONSPD_NOV_2026_UK.csv', field = 'file'): FormData {
  const f = new FormData();
  f.append(field, new File([csv], name, { type: 'text/csv' }));
  return f;
}

const upload = (cookie: string, body: FormData) => call(t, 'POST', '/api/admin/postcodes/import', { cookie, body });
const pointCount = async () => (await t.deps.db.select({ n: count() }).from(postcodePoints))[0].n;
const importCount = async () => (await t.deps.db.select({ n: count() }).from(postcodeImports))[0].n;

beforeAll(async () => {
  t = await createTestApp();
  const root = await userWithRole(t, 'root@provider.example', 'admin', true);
  superAdmin = root.cookie;
  superAdminId = root.user.id;
  denied.admin = (await userWithRole(t, 'adam@provider.example', 'admin')).cookie;
  denied.manager = (await userWithRole(t, 'mia@provider.example', 'manager')).cookie;
  denied.staff = (await userWithRole(t, 'stan@provider.example', 'staff')).cookie;
  denied.courier = (await userWithRole(t, 'cora@provider.example', 'courier')).cookie;
  denied.owner = (await userWithRole(t, 'anna@owner.example', 'client')).cookie;
});

afterAll(async () => t?.close());

describe('postcode directory import', () => {
  it('starts with no points: rounds are ordered by district', async () => {
    expect(await hasPostcodePoints(t.deps.db)).toBe(false);
    const res = await call(t, 'GET', '/api/admin/postcodes', { cookie: superAdmin });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ current: null, latest: null });
    expect(res.json.maxBytes).toBeGreaterThan(1_300_000_000);
  });

  it.each(['admin', 'manager', 'staff', 'courier', 'owner'])('refuses a %s who is not a super admin, and changes nothing', async (who) => {
    expect((await upload(denied[who], form(FIRST))).status).toBe(403);
    expect((await call(t, 'GET', '/api/admin/postcodes', { cookie: denied[who] })).status).toBe(403);
    expect(await pointCount()).toBe(0);
    expect(await importCount()).toBe(0);
  });

  it('refuses a file without the needed columns with a clear message, and changes nothing', async () => {
    const noCoordinates = onspd([{ pcds: 'TS1 1AA', lat: '54.5', long: '-1.2' }], ['pcd', 'pcds', 'doterm', 'oseast1m', 'osnrth1m']);
    const res = await upload(superAdmin, form(noCoordinates));
    expect(res.status).toBe(422);
    expect(res.json.error.message).toBe(POSTCODE_IMPORT_MESSAGES.missingColumns(['lat', 'long']));
    const notCsv = await upload(superAdmin, form('%PDF-1.7 binary junk'));
    expect(notCsv.status).toBe(422);
    expect(notCsv.json.error.message).toContain('no pcds (postcode) or lat or long column');
    const empty = await upload(superAdmin, form(''));
    expect(empty.json.error.message).toBe(POSTCODE_IMPORT_MESSAGES.empty);
    const noFile = await upload(superAdmin, form(FIRST, 'x.csv', 'document'));
    expect(noFile.status).toBe(422);
    expect(noFile.json.error.message).toBe(POSTCODE_IMPORT_MESSAGES.chooseFile);
    expect(await pointCount()).toBe(0);
    expect(await importCount()).toBe(0);
  });

  it('keeps live postcodes with coordinates, shows rows read and kept, and audits the import', async () => {
    const res = await upload(superAdmin, form(FIRST));
    expect(res.status).toBe(200);
    expect(res.json.import).toMatchObject({
      fileName: 'ONSPD_NOV_2026_UK.csv',
      rowsRead: 5,
      rowsKept: 3,
      error: null,
      importedBy: { id: superAdminId },
    });
    const points = await pointsFor(t.deps.db, ['ts1 1aa', 'TS1 2AB', 'TS5 6AA', 'TS9 9ZZ', 'ZE9 9XX', 'DL1 1AA']);
    expect([...points.keys()].sort()).toEqual(['TS11AA', 'TS12AB', 'TS56AA']);
    expect(points.get('TS11AA')).toEqual({ lat: 54.576, lng: -1.234 });
    expect(await hasPostcodePoints(t.deps.db)).toBe(true);

    const [entry] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'postcodes.imported'), eq(auditLog.entityId, res.json.import.id)));
    expect(entry).toMatchObject({ actorUserId: superAdminId, entityType: 'postcode_import' });
    expect(entry.details).toMatchObject({ fileName: 'ONSPD_NOV_2026_UK.csv', rowsRead: 5, rowsKept: 3 });

    const status = await call(t, 'GET', '/api/admin/postcodes', { cookie: superAdmin });
    expect(status.json.current).toMatchObject({ id: res.json.import.id, rowsRead: 5, rowsKept: 3 });
    expect(status.json.current.importedBy.name).toBeTruthy();
    expect(status.json.latest.id).toBe(res.json.import.id);
  });

  it('refuses a file with nothing to keep, and keeps the points in use', async () => {
    const res = await upload(superAdmin, form(onspd([{ pcds: 'TS1 1AA', doterm: '202001', lat: '54.5', long: '-1.2' }])));
    expect(res.status).toBe(422);
    expect(res.json.error.message).toBe(POSTCODE_IMPORT_MESSAGES.noneKept);
    expect(await pointCount()).toBe(3);
  });

  it('replaces the first import with the second', async () => {
    const res = await upload(superAdmin, form(SECOND, 'ONSPD_FEB_2027_UK.csv'));
    expect(res.status).toBe(200);
    expect(res.json.import).toMatchObject({ rowsRead: 2, rowsKept: 2 });
    const points = await pointsFor(t.deps.db, ['TS1 1AA', 'TS1 2AB', 'TS5 6AA', 'DL1 1AA']);
    expect([...points.keys()].sort()).toEqual(['DL11AA', 'TS11AA']);
    expect(points.get('TS11AA')).toEqual({ lat: 54.5761, lng: -1.2341 });
    expect(await pointCount()).toBe(2);
    const status = await call(t, 'GET', '/api/admin/postcodes', { cookie: superAdmin });
    expect(status.json.current).toMatchObject({ id: res.json.import.id, fileName: 'ONSPD_FEB_2027_UK.csv' });
  });

  it('reads an unquoted file with LF endings, a BOM and the newer upper-case header', async () => {
    const csv = '\uFEFFPCD7,PCD8,PCDS,DOINTR,DOTERM,LAT,LONG\nTS185AA,TS18 5AA,TS18 5AA,200001,,54.56,-1.31\nTS185AB,TS18 5AB,TS18 5AB,200001,,54.561,-1.311';
    const res = await upload(superAdmin, form(csv));
    expect(res.json.import).toMatchObject({ rowsRead: 2, rowsKept: 2 });
    expect([...(await pointsFor(t.deps.db, ['TS18 5AA', 'TS18 5AB'])).keys()]).toEqual(expect.arrayContaining(['TS185AA', 'TS185AB']));
  });
});

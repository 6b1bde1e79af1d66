/**
 * /api/reports and its CSVs: tiles, tables and charts for a range, the London day bounds, owner scope
 * (owner B sees none of A's data anywhere), the exceptions by the linen-cycle rules, range validation,
 * and the CSVs' name, escaping, ISO dates and money.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeovers, clients, linenActivities, linenCards, properties } from '@server/db/schema';
import { defaultReportRange, REPORT_MESSAGES as M } from '@shared/domain/reports';
import { call, createTestApp, makeRole, type TestApp, userWithRole } from './harness';

let t: TestApp;
let admin: string;
let staff: string;
let courier: string;
let ownerA: string;
let ownerB: string;
let noReports: string;

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
/** July 2026 (British summer time): London's days start at 23:00 UTC the day before. */
const JULY = '?start=2026-07-01&end=2026-07-31';

beforeAll(async () => {
  t = await createTestApp();
  await makeRole(t, 'no_reports', { reports_view: false });
  admin = (await userWithRole(t, 'root@provider.example', 'admin', true)).cookie;
  staff = (await userWithRole(t, 'stan@provider.example', 'staff')).cookie;
  courier = (await userWithRole(t, 'cora@provider.example', 'courier')).cookie;
  noReports = (await userWithRole(t, 'nor@provider.example', 'no_reports')).cookie;
  const a = await userWithRole(t, 'anna@owner.example', 'client');
  const b = await userWithRole(t, 'ben@owner.example', 'client');
  ownerA = a.cookie;
  ownerB = b.cookie;
  const db = t.deps.db;
  const [clientA] = await db.insert(clients).values({ name: 'Anna Lets', primaryEmail: 'anna@owner.example', userId: a.user.id }).returning();
  const [clientB] = await db.insert(clients).values({ name: 'Ben Holidays', primaryEmail: 'ben@owner.example', userId: b.user.id }).returning();
  const property = async (name: string, clientId: string) => (await db.insert(properties).values({ name, clientId }).returning())[0];
  const cottage = await property('Anna Cottage', clientA.id);
  const loft = await property('Anna Loft', clientA.id);
  const barn = await property('Ben Barn', clientB.id);
  const card = async (p: { id: string; clientId: string | null }, values: Partial<typeof linenCards.$inferInsert>) =>
    (
      await db
        .insert(linenCards)
        .values({ propertyId: p.id, clientId: p.clientId!, ...values })
        .returning()
    )[0];
  // Current cards: the cottage 20 days on beds (an exception), the loft 6 days in transit (an exception),
  // the barn 3 days on beds (fine), plus an archived card long overdue (not current).
  const cottageCard = await card(cottage, { status: 'on_beds', onBedsSince: ago(20), notes: '=HYPERLINK("http://x")' });
  const loftCard = await card(loft, { status: 'in_transit', onBedsSince: ago(30), transitSince: ago(6), damagesCount: 2 });
  const barnCard = await card(barn, { status: 'on_beds', onBedsSince: ago(3) });
  await card(loft, { status: 'on_beds', onBedsSince: ago(60), archived: true });

  const turn = (c: { id: string; propertyId: string; clientId: string }, collectedAt: Date, extra: Partial<typeof changeovers.$inferInsert> = {}) =>
    db.insert(changeovers).values({ linenCardId: c.id, propertyId: c.propertyId, clientId: c.clientId, collectedAt, ...extra });
  await turn(cottageCard, ago(2), { amountPence: 4550, notes: '+44 call first' });
  await turn(cottageCard, ago(9));
  await turn(loftCard, ago(6));
  await turn(barnCard, ago(1));
  await turn(cottageCard, ago(90)); // outside the default month

  const damage = (linenCardId: string, createdAt: Date, values: Partial<typeof linenActivities.$inferInsert>) =>
    db.insert(linenActivities).values({ linenCardId, createdAt, ...values });
  await damage(cottageCard.id, ago(1), {
    productName: 'Bath Towel',
    damagesCount: 2,
    missingCount: 1,
    quantity: 3,
    unitPricePence: 1250,
    notes: '@stained',
  });
  await damage(loftCard.id, ago(5), { productName: 'Bath Towel', damagesCount: 1, quantity: 1, notes: 'Torn hem' });
  await damage(loftCard.id, ago(5), { productName: 'Pillowcase', missingCount: 4, quantity: 4 });
  await damage(barnCard.id, ago(2), { productName: 'Duvet Cover', damagesCount: 5, quantity: 5, notes: 'Ben only' });
  await damage(cottageCard.id, ago(80), { productName: 'Bath Towel', damagesCount: 9, quantity: 9 }); // outside

  // July: a collection and a damage at each edge of the London days.
  const [july] = await db.insert(properties).values({ name: 'July House', clientId: clientA.id }).returning();
  const julyCard = await card(july, { status: 'new', archived: true });
  await turn(julyCard, new Date('2026-06-30T22:59:59.999Z')); // 23:59 on 30 June in London: outside
  await turn(julyCard, new Date('2026-06-30T23:00:00.000Z')); // 00:00 on 1 July: inside
  await turn(julyCard, new Date('2026-07-31T22:59:59.999Z')); // 23:59:59.999 on 31 July: inside
  await turn(julyCard, new Date('2026-07-31T23:00:00.000Z')); // 00:00 on 1 August: outside
  await damage(julyCard.id, new Date('2026-07-31T22:59:59.999Z'), { productName: 'Flat Sheet', damagesCount: 1, quantity: 1 });
  await damage(julyCard.id, new Date('2026-07-31T23:00:00.000Z'), { productName: 'Flat Sheet', damagesCount: 7, quantity: 7 });
});
afterAll(() => t.close());

const report = (cookie: string | undefined, query = '') => call(t, 'GET', `/api/reports${query}`, { cookie });
const names = (rows: { propertyName: string }[]) => rows.map((r) => r.propertyName);

describe('the report', () => {
  it('gives staff every client: tiles, tables and charts of the default month', async () => {
    const res = await report(staff);
    expect(res.status).toBe(200);
    expect(res.json.range).toEqual(defaultReportRange(new Date()));
    expect(res.json.tiles).toEqual({ totalTurns: 4, activeExceptions: 2, damagedItems: 8, missingItems: 5 });
    expect(res.json.turns).toEqual([
      expect.objectContaining({ propertyName: 'Anna Cottage', clientName: 'Anna Lets', turnCount: 2, totalDamages: 2, totalMissing: 1 }),
      expect.objectContaining({ propertyName: 'Anna Loft', turnCount: 1, totalDamages: 1, totalMissing: 4 }),
      expect.objectContaining({ propertyName: 'Ben Barn', clientName: 'Ben Holidays', turnCount: 1, totalDamages: 5, totalMissing: 0 }),
    ]);
    expect(new Date(res.json.turns[0].lastTurnDate).getTime()).toBeCloseTo(ago(2).getTime(), -5);
    expect(res.json.exceptions).toEqual([
      expect.objectContaining({ propertyName: 'Anna Loft', status: 'in_transit', daysCount: 6, damagesCount: 2, missingCount: 0 }),
      expect.objectContaining({ propertyName: 'Anna Cottage', status: 'on_beds', daysCount: 20, notes: '=HYPERLINK("http://x")' }),
    ]);
    expect(res.json.damages).toEqual([
      expect.objectContaining({ propertyName: 'Anna Cottage', damagesCount: 2, missingCount: 1, damageNotes: '@stained' }),
      expect.objectContaining({ propertyName: 'Anna Loft', damagesCount: 1, missingCount: 4, damageNotes: 'Torn hem' }),
      expect.objectContaining({ propertyName: 'Ben Barn', damagesCount: 5, missingCount: 0, damageNotes: 'Ben only' }),
    ]);
    expect(res.json.charts.exceptionsByStatus).toEqual([
      { status: 'on_beds', count: 1 },
      { status: 'changeover_due', count: 0 },
      { status: 'in_transit', count: 1 },
    ]);
    expect(res.json.charts.damagesByItem).toEqual([
      { item: 'Duvet Cover', damaged: 5, missing: 0 },
      { item: 'Bath Towel', damaged: 3, missing: 1 }, // 4 items each: by name
      { item: 'Pillowcase', damaged: 0, missing: 4 },
    ]);
    const weeks = res.json.charts.turnsPerWeek as { week: string; turns: number }[];
    expect(weeks.reduce((n, w) => n + w.turns, 0)).toBe(4);
    expect(weeks.every((w) => new Date(`${w.week}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
  });

  it('shows the same to couriers and super admins, and refuses callers without reports_view', async () => {
    for (const cookie of [admin, courier]) expect((await report(cookie)).json.tiles.totalTurns).toBe(4);
    const refused = await report(noReports);
    expect(refused.status).toBe(403);
    expect((await report(undefined)).status).toBe(401);
  });

  it('shows each owner only their own properties, everywhere', async () => {
    const a = (await report(ownerA)).json;
    expect(a.tiles).toEqual({ totalTurns: 3, activeExceptions: 2, damagedItems: 3, missingItems: 5 });
    expect(names(a.turns)).toEqual(['Anna Cottage', 'Anna Loft']);
    expect(names(a.damages)).toEqual(['Anna Cottage', 'Anna Loft']);
    const b = (await report(ownerB)).json;
    expect(b.tiles).toEqual({ totalTurns: 1, activeExceptions: 0, damagedItems: 5, missingItems: 0 });
    expect(names(b.turns)).toEqual(['Ben Barn']);
    expect(b.exceptions).toEqual([]);
    expect(names(b.damages)).toEqual(['Ben Barn']);
    expect(b.charts.damagesByItem).toEqual([{ item: 'Duvet Cover', damaged: 5, missing: 0 }]);
    expect(JSON.stringify(b)).not.toContain('Anna');
  });

  it('counts the start day from 00:00 and the end day to 23:59:59.999 London time', async () => {
    const res = await report(staff, JULY);
    expect(res.json.range).toEqual({ start: '2026-07-01', end: '2026-07-31' });
    expect(res.json.tiles).toMatchObject({ totalTurns: 2, damagedItems: 1 });
    expect(res.json.turns).toEqual([expect.objectContaining({ propertyName: 'July House', turnCount: 2, lastTurnDate: '2026-07-31T22:59:59.999Z' })]);
    expect(res.json.charts.turnsPerWeek[0]).toEqual({ week: '2026-06-29', turns: 1 });
    expect(res.json.charts.turnsPerWeek.at(-1)).toEqual({ week: '2026-07-27', turns: 1 });
  });

  it('refuses a reversed or malformed range with a clear message', async () => {
    let res = await report(staff, '?start=2026-07-31&end=2026-07-01');
    expect(res.status).toBe(422);
    expect(res.json.error).toMatchObject({ code: 'invalid_input', message: M.reversed });
    res = await report(staff, '?start=2026-02-30');
    expect(res.json.error.message).toBe(M.badStart);
    res = await report(staff, '?start=2026-07-01&end=tomorrow');
    expect(res.json.error.message).toBe(M.badEnd);
    res = await call(t, 'GET', '/api/reports/turns.csv?start=2026-07-31&end=2026-07-01', { cookie: staff });
    expect(res.status).toBe(422);
    expect(res.json.error.message).toBe(M.reversed);
  });
});

/** A CSV download: its status, headers and lines (the BOM checked and removed). */
async function csv(cookie: string | undefined, path: string) {
  const res = await t.app.request(`http://localhost:3000/api/reports/${path}`, { headers: cookie ? { cookie } : {} });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  return {
    res,
    bom,
    lines: text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split(/\r?\n/),
  };
}

describe('the CSV exports', () => {
  it('names each file by its range and streams the turns per property', async () => {
    const { res, bom, lines } = await csv(staff, `turns.csv${JULY}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="turns_report_2026-07-01_2026-07-31.csv"');
    expect(bom).toBe(true);
    expect(lines).toEqual([
      'property_name,client_name,turn_count,total_damages,total_missing,last_turn_date',
      'July House,Anna Lets,2,1,0,2026-07-31T22:59:59.999Z',
    ]);
  });

  it('escapes cells a spreadsheet would run as a formula', async () => {
    const exceptions = await csv(staff, 'exceptions.csv');
    expect(exceptions.res.headers.get('content-disposition')).toMatch(/filename="exceptions_report_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv"/);
    expect(exceptions.lines[0]).toBe('property_name,client_name,status,days_count,damages_count,missing_count,notes,last_updated');
    expect(exceptions.lines[1]).toMatch(/^Anna Loft,Anna Lets,in_transit,6,2,0,,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(exceptions.lines[2]).toMatch(/^Anna Cottage,Anna Lets,on_beds,20,0,0,"'=HYPERLINK\(""http:\/\/x""\)",/);
    const damages = await csv(staff, 'damages.csv');
    expect(damages.lines[0]).toBe('property_name,client_name,damages_count,missing_count,damage_notes,last_updated');
    expect(damages.lines[1]).toMatch(/^Anna Cottage,Anna Lets,2,1,'@stained,\d{4}-/);
    const each = await csv(staff, 'turns.csv?rows=each');
    expect(each.lines.find((l) => l.includes('45.50'))).toMatch(
      /^\d{4}-\d{2}-\d{2}T[\d:.]+Z,Anna Cottage,Anna Lets,,45\.50,unpaid,,'\+44 call first$/,
    );
  });

  it('gives one line per damage record with rows=each, money in pounds with 2 decimals', async () => {
    const { res, lines } = await csv(staff, 'damages.csv?rows=each');
    expect(res.headers.get('content-disposition')).toMatch(/filename="damages_detail_report_/);
    expect(lines[0]).toBe(
      'created_at,property_name,client_name,item,sku,quantity,damages_count,missing_count,unit_price,estimated_total,notes,charged_at',
    );
    expect(lines).toHaveLength(5);
    expect(lines.find((l) => l.includes('Bath Towel') && l.includes('stained'))).toMatch(
      /,Anna Cottage,Anna Lets,Bath Towel,,3,2,1,12\.50,37\.50,'@stained,$/,
    );
    const july = await csv(staff, `damages.csv${JULY}&rows=each`);
    expect(july.lines.slice(1)).toEqual(['2026-07-31T22:59:59.999Z,July House,Anna Lets,Flat Sheet,,1,1,0,0.00,0.00,,']);
  });

  it("gives owner B none of A's rows in any CSV", async () => {
    for (const path of ['turns.csv', 'exceptions.csv', 'damages.csv', 'turns.csv?rows=each', 'damages.csv?rows=each', `turns.csv${JULY}`]) {
      const { res, lines } = await csv(ownerB, path);
      expect(res.status).toBe(200);
      expect(lines.join('\n')).not.toContain('Anna');
    }
    expect((await csv(ownerB, 'turns.csv')).lines.slice(1)).toEqual([expect.stringMatching(/^Ben Barn,Ben Holidays,1,5,0,/)]);
    expect((await csv(ownerB, 'exceptions.csv')).lines).toHaveLength(1);
    expect((await csv(ownerA, 'turns.csv')).lines).toHaveLength(3);
  });

  it('refuses the signed-out, callers without reports_view and an unknown rows value', async () => {
    expect((await csv(undefined, 'turns.csv')).res.status).toBe(401);
    expect((await csv(noReports, 'damages.csv')).res.status).toBe(403);
    const res = await call(t, 'GET', '/api/reports/damages.csv?rows=all', { cookie: staff });
    expect(res.status).toBe(422);
    expect(res.json.error.message).toBe('Rows must be property or each');
  });
});

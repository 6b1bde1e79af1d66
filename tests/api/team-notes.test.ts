/**
 * Team ids in notes (issue 19, experience Low): the card keeps the spec's 'Assigned to {team} (Team ID:
 * {id})', but the ledger (collections), one collection (the owner's payment page), the changeovers, the
 * reports and their CSVs show the team's name without the raw id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from './harness';
import { buildLinenWorld, cardRow, type LinenWorld } from './linen-fixture';

let t: TestApp;
let w: LinenWorld;
let cardId: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildLinenWorld(t);
  cardId = await w.card('on_beds', { notes: 'Gate code 1234' });
  expect((await call(t, 'POST', `/api/linen-cards/${cardId}/move-to-changeover`, { cookie: w.staff, body: { teamId: w.teamId } })).status).toBe(200);
  expect((await call(t, 'POST', `/api/linen-cards/${cardId}/collect`, { cookie: w.staff })).status).toBe(200);
});

afterAll(async () => {
  await t?.close();
});

const READABLE = 'Gate code 1234 | Assigned to Sparkle Team';
const csvText = async (path: string, cookie: string) => {
  const res = await t.app.request(`http://localhost:3000${path}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return res.text();
};

describe('notes with a team assignment', () => {
  it('are stored as the spec says', async () => {
    expect((await cardRow(t, cardId)).notes).toBe(`${READABLE} (Team ID: ${w.teamId})`);
  });

  it('show the team name without its id in the ledger, one collection, the changeovers and the reports', async () => {
    const ledger = await call(t, 'GET', '/api/collections', { cookie: w.staff });
    expect(ledger.status).toBe(200);
    const row = ledger.json.collections.find((c: { notes: string | null }) => c.notes?.startsWith('Gate code'));
    expect(row.notes).toBe(READABLE);
    const one = await call(t, 'GET', `/api/collections/${row.id}`, { cookie: w.ownerA });
    expect(one.status).toBe(200);
    expect(one.json.collection.notes).toBe(READABLE);
    const list = await call(t, 'GET', '/api/changeovers', { cookie: w.staff });
    expect(list.json.changeovers.map((c: { notes: string | null }) => c.notes)).toContain(READABLE);
    const report = await call(t, 'GET', '/api/reports', { cookie: w.staff });
    expect(report.status).toBe(200);
    expect(JSON.stringify(report.json)).not.toContain('Team ID');
  });

  it('show the team name without its id in the CSVs', async () => {
    const ledger = await csvText('/api/collections/export.csv', w.staff);
    expect(ledger).toContain(READABLE);
    expect(ledger).not.toContain('Team ID');
    const turns = await csvText('/api/reports/turns.csv?rows=each', w.staff);
    expect(turns).toContain(READABLE);
    expect(turns).not.toContain('Team ID');
    expect(await csvText('/api/reports/exceptions.csv', w.staff)).not.toContain('Team ID');
  });
});

/**
 * Reliability 3: every route, every caller, on real records (the table is authz-matrix.ts). A route
 * the app serves without a row fails the completeness test, so a new endpoint cannot skip it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from './harness';
import { listApiRoutes, routeKey } from './api-routes';
import { buildWorld, nextIp, ROLES, type World } from './authz-fixture';
import { MATRIX } from './authz-matrix';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
});
afterAll(() => t.close());

describe('the authorisation matrix', () => {
  it('has exactly one row for every route the app serves', () => {
    const served = listApiRoutes(t.app).map(routeKey).sort();
    const rows = MATRIX.map((r) => r.route);
    expect(
      served.filter((r) => !rows.includes(r)),
      'routes without a row in tests/api/authz-matrix.ts',
    ).toEqual([]);
    expect(
      rows.filter((r) => !served.includes(r)),
      'rows for routes the app does not serve',
    ).toEqual([]);
    expect(
      rows.filter((r, i) => rows.indexOf(r) !== i),
      'routes with two rows',
    ).toEqual([]);
  });

  for (const row of MATRIX) {
    it(row.route, async () => {
      const method = row.route.split(' ')[0];
      const got: number[] = [];
      for (const role of ROLES) {
        const fresh = row.fresh ? await row.fresh(w, role) : {};
        const cookie = 'cookie' in fresh ? fresh.cookie : w.cookies[role];
        const res = await call(t, method, row.url(w, fresh), { cookie, body: row.body?.(w, fresh), ip: nextIp() });
        got.push(res.status);
      }
      expect(got.join(' '), `${row.route}: statuses for ${ROLES.join(', ')}`).toBe(row.expect.join(' '));
    });
  }
});

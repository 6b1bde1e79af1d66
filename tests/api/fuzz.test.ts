/**
 * Reliability 4, fuzz: generated bodies, query strings and path ids sent to every route the app
 * serves (the same route list as the matrix), as every caller. Nothing may answer 5xx, and the app
 * still answers afterwards. Bodies start from the matrix row's valid body with one field replaced,
 * or are any JSON; texts include NUL bytes, lone surrogates and other control characters.
 * Bounded: RUNS_PER_ROUTE generated calls per route (about 900 calls in all); FUZZ_RUNS=200
 * runs a longer hunt by hand.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from './harness';
import { listApiRoutes, routeKey, type ApiRoute } from './api-routes';
import { buildWorld, nextIp, ROLES, type World } from './authz-fixture';
import { MATRIX } from './authz-matrix';

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS) || 12;

/** URLs cannot carry a lone surrogate: it becomes U+FFFD, as a browser would send it. */
const wellFormed = (s: string) => s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

let t: TestApp;
let w: World;
let routes: ApiRoute[];
beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  routes = listApiRoutes(t.app);
});
afterAll(() => t.close());

/** Texts an attacker would try: NUL, lone surrogates and controls mixed into letters, long, or look-alikes of ids. */
const nastyText = fc.oneof(
  { arbitrary: fc.string({ unit: fc.constantFrom('a', 'Z', ' ', 'é', '😀', '\u0000', '\uD800', '\uDFFF', '\u001B', '\n'), maxLength: 20 }), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.constantFrom('', ' ', '\u0000', '\uD800', '..', '../..', '%', '%00', '%ZZ', "' or 1=1 --", '<script>', 'null', '-1', '1e309', 'NaN'), weight: 2 },
  { arbitrary: fc.string({ maxLength: 3 }).map((s) => s.repeat(3000)), weight: 1 },
);
const jsonish: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nastyText, weight: 4 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  { arbitrary: fc.array(nastyText, { maxLength: 3 }), weight: 1 },
  { arbitrary: fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 53, -(2 ** 31), [], {}), weight: 1 },
);

/** Path ids: real ones of every kind (A's and B's), random uuids, and nonsense. */
function pathValue(): fc.Arbitrary<string> {
  const real = [w.a.clientId, w.a.propertyId, w.a.contractId, w.a.shareId, w.a.shareToken, w.a.clientContractId, w.a.checkoutId, w.b.clientId, w.b.propertyId, w.userIds.ownerA];
  return fc.oneof(fc.constantFrom(...real), fc.uuid(), fc.integer({ min: -5, max: 20 }).map(String), nastyText);
}

const QUERY_KEYS = ['limit', 'offset', 'search', 'status', 'archived', 'clientId', 'propertyId', 'inline', 'v', 'token'];
const queryString = fc
  .dictionary(fc.oneof(fc.constantFrom(...QUERY_KEYS), nastyText), fc.oneof(nastyText, fc.integer().map(String)), { maxKeys: 4 })
  .map((q) => {
    const s = new URLSearchParams(Object.entries(q).map(([k, v]) => [wellFormed(k), wellFormed(v)])).toString();
    return s ? `?${s}` : '';
  });

function bodyFor(route: ApiRoute): fc.Arbitrary<unknown> {
  const row = MATRIX.find((r) => r.route === routeKey(route));
  const valid = row?.body?.(w, { id: w.a.propertyId, token: w.a.shareToken, termsSha256: w.a.termsSha256 });
  const options: fc.WeightedArbitrary<unknown>[] = [
    { arbitrary: jsonish, weight: 1 },
    { arbitrary: fc.dictionary(nastyText, jsonish, { maxKeys: 5 }), weight: 1 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  ];
  if (valid && typeof valid === 'object' && !(valid instanceof FormData)) {
    const keys = Object.keys(valid as object);
    // The valid body with one field replaced (or added) by something generated: it gets past the
    // checks a random body fails, into the services and the database.
    const key = keys.length ? fc.oneof({ arbitrary: fc.constantFrom(...keys), weight: 4 }, { arbitrary: nastyText, weight: 1 }) : nastyText;
    options.push({ arbitrary: fc.tuple(key, jsonish).map(([k, v]) => ({ ...(valid as object), [k]: v })), weight: 6 });
    options.push({ arbitrary: fc.constant(valid), weight: 1 });
  }
  return fc.oneof(...options);
}

const encodeSegment = (s: string) => encodeURIComponent(wellFormed(s));

describe('fuzz: every route, every caller', () => {
  it('answers generated requests without a 5xx, and keeps answering', { timeout: 240_000 }, async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const params = route.path.match(/:[A-Za-z0-9_]+/g) ?? [];
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...ROLES), fc.array(pathValue(), { minLength: params.length, maxLength: params.length }), queryString, bodyFor(route), async (role, values, query, body) => {
          let i = 0;
          const path = route.path.replace(/:[A-Za-z0-9_]+/g, () => encodeSegment(values[i++]));
          // Sign-out would end the role's session for the rest of the run: send it signed out.
          const cookie = route.path === '/api/auth/sign-out' ? undefined : w.cookies[role];
          const res = await call(t, route.method, `${path}${query}`, { cookie, body: route.method === 'GET' ? undefined : body, ip: nextIp() });
          if (res.status >= 500) failures.push(`${route.method} ${path}${query} as ${role} body ${JSON.stringify(body)?.slice(0, 300)} -> ${res.status} ${JSON.stringify(res.json)}`);
          return res.status < 500;
        }),
        { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      ).catch(() => {
        /* collected in failures, reported together below */
      });
    }
    expect(failures).toEqual([]);
    expect((await call(t, 'GET', '/api/health')).status).toBe(200);
  });
});

/** Numbers past every bound a damage row has (issue 19): int4's edge, 2^53, floats, negatives, NaN-likes. */
const oversize = fc.oneof(
  fc.constantFrom(2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 2 ** 53 + 2, 1e308, -1, 0.5, 100_000, 100_001, 10_000_000, 10_000_001, '1e9', null),
  fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  fc.double({ noNaN: true }),
);

describe('fuzz: oversize numbers in the damage form (issue 19)', () => {
  // The route fuzz above may end the world's sessions (a password reset or an erasure with a real
  // user id as the path): this part signs its callers in afresh on an app of its own.
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await createTestApp();
    w = await buildWorld(t);
  });
  afterAll(() => t.close());

  it('refuses or records every row without a 5xx, and the damage list still answers', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    const keys = (await call(t, 'GET', '/api/damage-products', { cookie: w.cookies.staff })).json.products.map((p: { key: string }) => p.key);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...keys, `product:${w.serviceId}`), oversize, oversize, oversize, async (productKey, damagedQuantity, missingQuantity, unitPricePence) => {
        const body = { rows: [{ productKey, productName: '', damagedQuantity, missingQuantity, unitPricePence }] };
        const res = await call(t, 'POST', `/api/linen-cards/${w.a.cardId}/damages`, { cookie: w.cookies.staff, body, ip: nextIp() });
        if (res.status >= 500) failures.push(`${JSON.stringify(body)} -> ${res.status}`);
        if (res.status === 201) {
          const total = (Number(damagedQuantity) + Number(missingQuantity)) * Number(unitPricePence);
          if (!(total <= 10_000_000)) failures.push(`recorded a row of ${total} pence: ${JSON.stringify(body)}`);
        }
        return res.status < 500;
      }),
      { numRuns: Math.max(40, RUNS_PER_ROUTE * 4), endOnFailure: true },
    ).catch(() => {
      /* collected in failures */
    });
    expect(failures).toEqual([]);
    for (const cookie of [w.cookies.staff, w.cookies.ownerA]) {
      expect((await call(t, 'GET', '/api/damages?period=all', { cookie })).status).toBe(200);
    }
  });
});

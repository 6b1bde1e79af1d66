/** Reliability 7: GET /api/openapi.json is an OpenAPI 3.1 document with every route and the zod schemas. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from './harness';
import { listApiRoutes, openApiPath, routeKey } from './api-routes';

let t: TestApp;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document is inspected freely
let doc: any;
beforeAll(async () => {
  t = await createTestApp();
  const res = await call(t, 'GET', '/api/openapi.json');
  expect(res.status).toBe(200);
  doc = res.json;
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1, public (no session needed)', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toMatch(/Linen/);
  });

  it('lists every route the app serves', () => {
    const routes = listApiRoutes(t.app);
    expect(routes.length).toBeGreaterThan(60);
    const missing = routes.filter((r) => !doc.paths?.[openApiPath(r.path)]?.[r.method.toLowerCase()]).map(routeKey);
    expect(missing).toEqual([]);
  });

  it('lists no route the app does not serve (no middleware or catch-alls)', () => {
    const served = new Set(listApiRoutes(t.app).map((r) => `${r.method.toLowerCase()} ${openApiPath(r.path)}`));
    const extra = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => !served.has(`${m} ${path}`))
        .map((m) => `${m} ${path}`),
    );
    expect(extra).toEqual([]);
  });

  it('describes request bodies, query strings and path ids from the zod schemas', () => {
    const createClient = doc.paths['/api/clients'].post;
    const body = createClient.requestBody.content['application/json'].schema;
    const resolved = body.$ref ? doc.components.schemas[body.$ref.split('/').pop()] : body;
    expect(resolved.properties.name.type).toBe('string');
    expect(resolved.properties.primaryEmail.type).toBe('string');
    expect(resolved.required).toEqual(expect.arrayContaining(['name', 'primaryEmail']));

    const listClients = doc.paths['/api/clients'].get;
    expect(listClients.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toEqual(
      expect.arrayContaining(['query:search', 'query:limit']),
    );

    const updateUser = doc.paths['/api/users/{id}'].patch;
    expect(updateUser.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'id', required: true })]));
  });
});


describe('the answers in the OpenAPI document', () => {
  type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> } | undefined;
  const described = (op: Operation) =>
    Object.entries(op?.responses ?? {}).some(
      ([status, r]) =>
        status === '204' || /^30[1-8]$/.test(status) || (/^2\d\d$/.test(status) && Object.values(r.content ?? {}).some((m) => m.schema)),
    );

  it('state a success answer with a schema or a media type for every route', () => {
    const missing = listApiRoutes(t.app)
      .filter((r) => !described(doc.paths?.[openApiPath(r.path)]?.[r.method.toLowerCase()]))
      .map(routeKey);
    expect(missing).toEqual([]);
  });

  it('describe the answers of the routes converted so far by their zod schemas', () => {
    const property = doc.paths['/api/properties/{id}'].get.responses['200'].content['application/json'].schema;
    expect(property.properties.property).toEqual({ $ref: '#/components/schemas/Property' });
    expect(doc.components.schemas.Property.required).toEqual(expect.arrayContaining(['id', 'name', 'onboardingTasks', 'stock']));
    const pdf = doc.paths['/api/property-contracts/{id}/pdf'].get.responses['200'].content;
    expect(Object.keys(pdf)).toEqual(['application/pdf']);
  });
});

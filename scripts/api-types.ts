/**
 * `npm run api:types`: writes src/web/lib/api-paths.ts, the TypeScript paths of GET /api/openapi.json
 * (made by openapi-typescript), which the web's one typed client (src/web/lib/api.ts) is checked
 * against. tests/api/api-types.test.ts fails while the committed file differs from what the routes
 * describe now (docs/decisions/0171-typed-api-client.md).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { createApp } from '../src/server/app';
import { readEnv } from '../src/server/env';
import type { AppDeps } from '../src/server/lib/context';

export const API_PATHS_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/web/lib/api-paths.ts');

const HEADER = `/**
 * The API's paths, parameters, bodies and answers, generated from GET /api/openapi.json by
 * \`npm run api:types\` (scripts/api-types.ts). Do not edit: change the routes' schemas and run it again.
 */
`;

/** The OpenAPI document the app serves. Reading it touches no database, so the app gets none. */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const env = readEnv({ NODE_ENV: 'test', APP_URL: 'http://localhost:3000' });
  const app = createApp({ env, now: () => new Date() } as unknown as AppDeps);
  const res = await app.request('/api/openapi.json');
  if (!res.ok) throw new Error(`GET /api/openapi.json answered ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
}

/** The text of src/web/lib/api-paths.ts for a document. */
export async function renderApiPaths(document: Record<string, unknown>): Promise<string> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- openapi-typescript takes its own document type
  const ast = await openapiTS(document as any, { alphabetize: true, exportType: false });
  return HEADER + astToString(ast);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const text = await renderApiPaths(await openApiDocument());
  await writeFile(API_PATHS_FILE, text);
  console.log(`Wrote ${path.relative(process.cwd(), API_PATHS_FILE)}`);
}

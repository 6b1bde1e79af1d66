/** Issue 20 item 7: src/web/lib/api-paths.ts is what `npm run api:types` makes from the routes now. */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { API_PATHS_FILE, openApiDocument, renderApiPaths } from '../../scripts/api-types';

describe('the web client’s generated API types', () => {
  it('match the OpenAPI document the server makes (run `npm run api:types` after changing a route)', async () => {
    const committed = await readFile(API_PATHS_FILE, 'utf8');
    const current = await renderApiPaths(await openApiDocument());
    expect(committed === current, 'src/web/lib/api-paths.ts is stale: run `npm run api:types`').toBe(true);
  }, 60_000);
});

/** Every API route the app serves, read from Hono's route table: the matrix, fuzz and OpenAPI tests share it. */
import type { App } from '@server/app';

export interface ApiRoute {
  method: string;
  /** Hono's pattern, e.g. /api/clients/:id */
  path: string;
}

export const routeKey = (r: ApiRoute) => `${r.method} ${r.path}`;

/** Handlers, not middleware or the catch-all 404s: method ALL and wildcard paths are left out. */
export function listApiRoutes(app: App): ApiRoute[] {
  const seen = new Map<string, ApiRoute>();
  for (const r of app.routes) {
    if (!r.path.startsWith('/api/') || r.method === 'ALL' || r.path.includes('*')) continue;
    const route = { method: r.method, path: r.path };
    seen.set(routeKey(route), route);
  }
  return [...seen.values()];
}

/** /api/clients/:id -> /api/clients/{id}; as hono-openapi does, a dotted segment is one name (/:token.ics -> /{token.ics}). */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_.]+)/g, '{$1}');

/**
 * The bare baseline: node:http + the database driver, no framework. It does what the app must do for
 * a signed-in request, written as directly as possible: read the session cookie and check its HMAC
 * signature (Better Auth's format), resolve session + user + active role + permissions in one query,
 * refuse expired sessions, then run the endpoint's own query and send JSON.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { stringify } from 'csv-stringify/sync';
import { resolvePermissions, type PermissionFlags } from '@shared/domain/permissions';
import type { Query } from './sql';

export interface BareCaller {
  userId: string;
  user: Record<string, unknown>;
  flags: PermissionFlags;
  roleName: string | null;
}

export type BareHandler = (query: Query, caller: BareCaller) => Promise<unknown>;

/** A page cursor as the app writes it (server/lib/page-cursor): base64url of the key's parts as a JSON array. */
export const benchCursor = (parts: unknown[]): string => Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url');

/** A handler's answer that is a CSV download: written as it comes, page by page (BOM, header, rows). */
export interface BareCsv {
  csv: { filename: string; header: string[]; pages: AsyncIterable<string[][]> };
}

const isCsv = (body: unknown): body is BareCsv => typeof body === 'object' && body !== null && 'csv' in body;

async function sendCsv(res: http.ServerResponse, { filename, header, pages }: BareCsv['csv']): Promise<void> {
  res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${filename}"` });
  res.write('\uFEFF' + stringify([header]));
  for await (const page of pages) {
    if (!res.write(stringify(page))) await new Promise((resolve) => res.once('drain', resolve));
  }
  res.end();
}

const SESSION_SQL = `
select s.expires_at, s.created_at as session_created_at,
       u.id, u.email, u.email_verified, u.full_name, u.phone, u.image, u.is_superadmin, u.is_active,
       u.startup_guide_completed, u.guide_steps_completed,
       ra.is_active as assignment_active, r.role_name, r.is_active as role_active,
       coalesce((select json_agg(json_build_object('name', rp.permission_name, 'value', rp.permission_value))
                 from role_permissions rp where rp.role_id = r.id), '[]'::json) as permissions
from sessions s
join users u on u.id = s.user_id
left join user_role_assignments ra on ra.user_id = u.id and ra.is_active
left join user_roles r on r.id = ra.role_id
where s.token = $1`;

/**
 * The database time of the endpoint's own queries (not the session look-up), for the scale mode: each
 * query's round trip from the driver (loopback, with the driver's parsing of the rows), summed, so
 * queries run side by side count each in full. Sent as these response headers.
 */
export const DB_MS_HEADER = 'x-bench-db-ms';
export const DB_QUERIES_HEADER = 'x-bench-db-queries';

function timedQuery(query: Query, into: { ms: number; queries: number }): Query {
  return async (text, params) => {
    const started = performance.now();
    try {
      return await query(text, params);
    } finally {
      into.ms += performance.now() - started;
      into.queries += 1;
    }
  };
}

function signedToken(cookieHeader: string | undefined, name: string, secret: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (part.slice(0, eq).trim() !== name) continue;
    const value = decodeURIComponent(part.slice(eq + 1).trim());
    const dot = value.lastIndexOf('.');
    const token = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1), 'base64');
    const expected = createHmac('sha256', secret).update(token).digest();
    return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
  }
  return null;
}

export function startBareServer(
  query: Query,
  routes: Map<string, BareHandler>,
  auth: { cookieName: string; secret: string; maxAgeMs: number },
): Promise<http.Server> {
  const send = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    const json = JSON.stringify(body);
    res.writeHead(status, { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) });
    res.end(json);
  };
  const server = http.createServer((req, res) => {
    void (async () => {
      const handler = routes.get(req.url ?? '');
      if (!handler) return send(res, 404, { error: 'not found' });
      const token = signedToken(req.headers.cookie, auth.cookieName, auth.secret);
      const [row] = token ? await query(SESSION_SQL, [token]) : [];
      const now = Date.now();
      if (!row || !row.is_active || (row.expires_at as Date).getTime() <= now || (row.session_created_at as Date).getTime() + auth.maxAgeMs <= now) {
        return send(res, 401, { error: 'unauthorized' });
      }
      const assignment =
        row.assignment_active === null
          ? null
          : {
              isActive: row.assignment_active as boolean,
              role: { isActive: row.role_active as boolean, permissions: row.permissions as { name: string; value: boolean }[] },
            };
      const caller: BareCaller = {
        userId: row.id as string,
        user: row,
        flags: resolvePermissions({ isSuperadmin: row.is_superadmin as boolean, assignment }),
        roleName: (row.role_name as string | null) ?? null,
      };
      const db = { ms: 0, queries: 0 };
      const body = await handler(timedQuery(query, db), caller);
      if (isCsv(body)) return sendCsv(res, body.csv);
      send(res, 200, body, { [DB_MS_HEADER]: db.ms.toFixed(2), [DB_QUERIES_HEADER]: String(db.queries) });
    })().catch((err: Error) => send(res, 500, { error: err.message }));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

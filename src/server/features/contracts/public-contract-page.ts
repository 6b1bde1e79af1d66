/**
 * GET /contract/:token as a page rendered on the server (decision 0150). The contract (or the answer
 * the API would give instead: 404, 429, 500) is read with the same service as
 * GET /api/public/contracts/:token, so the same per-IP limit and link rules apply, and rendered with
 * the page's own React components into the built contract.html. The browser shows the contract at
 * once and hydrates it with a small entry of its own; it does not ask for the contract again.
 *
 * The HTML holds the contract, so it is never cached (`no-store`); it is compressed per response.
 * When the web app is not built (API tests, `npm run dev`), the SPA's index.html serves the path.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import { MESSAGES } from '@shared/constants';
import type { PublicContractInitial } from '@web/features/contracts/public-contract-initial';
import type { AppEnv } from '../../lib/context';
import { logError } from '../../lib/log-error';
import { AppError } from '../../lib/errors';
import { compressedFor } from '../../lib/compress-responses';
import { viewContract } from './public-contracts.service';

async function initialFor(c: Context<AppEnv>, token: string): Promise<{ initial: PublicContractInitial; status: 200 | 404 | 429 | 500 }> {
  try {
    const contract = await viewContract(c.get('deps'), c.get('ip'), token);
    return { initial: { contract, today: c.get('deps').now().toISOString() }, status: 200 };
  } catch (err) {
    if (err instanceof AppError && (err.status === 404 || err.status === 429)) {
      return { initial: { error: { status: err.status, message: err.message } }, status: err.status };
    }
    logError('Contract page failed', err);
    return { initial: { error: { status: 500, message: MESSAGES.unexpected } }, status: 500 };
  }
}

export function servePublicContractPage(app: Hono<AppEnv>, webDir: string) {
  const templatePath = path.join(webDir, 'contract.html');
  app.get('/contract/:token', async (c, next) => {
    if (!fs.existsSync(templatePath)) return next();
    const token = c.req.param('token');
    const [template, { initial, status }, { renderPublicContractDocument }] = await Promise.all([
      fs.promises.readFile(templatePath, 'utf8'),
      initialFor(c, token),
      // React's server renderer and the page's components load on the first request, not at start.
      import('@web/features/contracts/render-public-contract'),
    ]);
    const body = await compressedFor(c, renderPublicContractDocument(template, token, initial));
    c.header('content-type', 'text/html; charset=UTF-8');
    c.header('cache-control', 'no-store');
    c.header('vary', 'Accept-Encoding');
    c.header('x-robots-tag', 'noindex');
    return c.body(typeof body === 'string' ? body : new Uint8Array(body), status);
  });
}

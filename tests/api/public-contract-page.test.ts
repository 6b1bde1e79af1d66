/**
 * /contract/{token} rendered on the server (decision 0150): the contract is in the HTML itself, with
 * the data the browser hydrates from in a JSON block that no contract text can break out of; unknown
 * links get the 'Contract Not Found' page with 404; the page is never cached; it is compressed; a page
 * view counts against the same per-IP limit as the API's read; without a built page the SPA serves it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@server/app';
import { clients, properties } from '@server/db/schema';
import { PUBLIC_CONTRACT_LIMITS } from '@server/features/contracts/public-contracts.service';
import { CONTRACT_DATA_ID } from '@web/features/contracts/public-contract-initial';
import { defaultOnboardingTasks } from '@shared/domain/onboarding';
import { formatDate } from '@shared/format-dates';
import { APP_URL, call, createTestApp, userWithRole, type TestApp } from './harness';

let t: TestApp;
let web: ReturnType<typeof createApp>;
let webDir: string;
let admin: string;
let ipCount = 0;
const nextIp = () => `10.41.${Math.floor(ipCount / 250)}.${(ipCount++ % 250) + 1}`;

/** Text a contract may hold that must neither end the data block nor act as a replacement pattern. */
const HOSTILE = `Clause 9: </script><script>alert(1)</script> <!-- and $& $1 $' \u2028 & <b>bold</b>`;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await userWithRole(t, 'root@provider.example', 'admin', true)).cookie;
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'linen-contract-page-'));
  fs.copyFileSync(path.resolve('src/web/contract.html'), path.join(webDir, 'contract.html'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>SPA</title><div id="root"></div>');
  web = createApp(t.deps, { webDir });
});
afterAll(async () => {
  fs.rmSync(webDir, { recursive: true, force: true });
  await t.close();
});

const page = (p: string, ip = nextIp(), headers: Record<string, string> = {}) =>
  web.request(`${APP_URL}${p}`, { headers }, { incoming: { socket: { remoteAddress: ip } } });

async function sharedContract(name: string, terms?: string) {
  const [client] = await t.deps.db.insert(clients).values({ name: `${name} Lets`, primaryEmail: `${name.toLowerCase()}@owner.example`, status: 'customer' }).returning();
  const [property] = await t.deps.db
    .insert(properties)
    .values({ name: `${name} Cottage`, address: '1 Quay Street, Stockton TS18 1AA', clientId: client.id, onboardingTasks: defaultOnboardingTasks({ 1: true }), onboardingProgress: 20 })
    .returning();
  const created = await call(t, 'POST', '/api/property-contracts', { cookie: admin, body: { propertyId: property.id, ...(terms ? { terms } : {}) } });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const shared = await call(t, 'POST', `/api/property-contracts/${created.json.contract.id}/shares`, { cookie: admin });
  expect(shared.status, JSON.stringify(shared.json)).toBe(201);
  return { contract: created.json.contract as { id: string; title: string; terms: string; termsSha256: string }, token: shared.json.share.shareToken as string };
}

function dataBlock(html: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${CONTRACT_DATA_ID}">([^<]*)</script>`).exec(html);
  expect(match, 'the data block').not.toBeNull();
  return JSON.parse(match![1]);
}

describe('GET /contract/{token}', () => {
  it('sends the contract rendered, with the same data as the API, in a block its text cannot break out of', async () => {
    const { contract, token } = await sharedContract('Hostile', `These terms are agreed.\n${HOSTILE}`);
    const res = await page(`/contract/${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await res.text();

    // The contract is on the page before any script runs: title, heading, terms, the signing form.
    expect(html).toContain(`<title>${contract.title} · Linen Service</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${contract.title}</h1>`));
    expect(html).toContain('Hostile Cottage');
    expect(html).toContain('These terms are agreed.');
    expect(html).toContain('Type your full name to sign');
    expect(html).toContain('Sign Contract');

    // The terms appear as text: escaped in the page, and only as \u003c escapes in the data.
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('$&amp; $1 $&#x27;');
    expect(html.match(/<script/g)).toHaveLength(2); // the entry script and the data block, nothing else
    expect(html).not.toContain('<b>bold</b>');

    const api = await call(t, 'GET', `/api/public/contracts/${token}`, { ip: nextIp() });
    const data = dataBlock(html) as { contract: unknown; today: string };
    expect(data).toEqual({ contract: api.json.contract, today: expect.any(String) });
    // The signing block's date is the server's day, written into the data so hydration shows the same.
    expect(Math.abs(Date.parse(data.today) - Date.now())).toBeLessThan(60_000);
    expect(html).toContain(formatDate(data.today));
  });

  it("shows 'Contract Not Found' with 404 for an unknown link, and no contract data", async () => {
    const res = await page(`/contract/${'Z'.repeat(32)}`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('Contract Not Found · Linen Service');
    expect(html).toContain('This contract link is invalid, has expired, or the contract has been deleted.');
    expect(html).not.toContain('Try Again');
    expect(dataBlock(html)).toEqual({ error: { status: 404, message: 'Invalid or expired contract link' } });
  });

  it('shows the signed contract read-only once it is signed', async () => {
    const { contract, token } = await sharedContract('Signed');
    const sign = await call(t, 'POST', `/api/public/contracts/${token}/sign`, { ip: nextIp(), body: { name: 'Sam Signer', termsSha256: contract.termsSha256 } });
    expect(sign.status, JSON.stringify(sign.json)).toBe(200);
    const html = await (await page(`/contract/${token}`)).text();
    expect(html).toContain('This contract has been signed');
    expect(html).toContain('Sam Signer');
    expect(html).not.toContain('Type your full name to sign');
  });

  it('is compressed with brotli or gzip as the browser accepts', async () => {
    const { token } = await sharedContract('Packed');
    const br = await page(`/contract/${token}`, nextIp(), { 'accept-encoding': 'gzip, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString('utf8')).toContain('Packed Cottage');
    const gz = await page(`/contract/${token}`, nextIp(), { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8')).toContain('Packed Cottage');
  });

  it('counts a page view against the per-IP limit of contract reads, and says so on the page', async () => {
    const { token } = await sharedContract('Limited');
    const ip = nextIp();
    for (let i = 0; i < PUBLIC_CONTRACT_LIMITS.view.max; i++) expect((await page(`/contract/${token}`, ip)).status).toBe(200);
    const res = await page(`/contract/${token}`, ip);
    expect(res.status).toBe(429);
    const html = await res.text();
    expect(html).toContain('Failed to load contract');
    expect(html).toContain('Try Again');
    expect(html).not.toContain('Limited Cottage');
  });

  it("falls back to the SPA's index.html where the contract page is not built", async () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'linen-no-contract-page-'));
    try {
      fs.writeFileSync(path.join(bare, 'index.html'), '<!doctype html><title>SPA</title><div id="root"></div>');
      const res = await createApp(t.deps, { webDir: bare }).request(`${APP_URL}/contract/${'Z'.repeat(32)}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<title>SPA</title>');
    } finally {
      fs.rmSync(bare, { recursive: true, force: true });
    }
  });
});

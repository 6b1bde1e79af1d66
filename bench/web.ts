/**
 * `npm run bench:web -- --url=http://127.0.0.1:3105`: opens pages of a running server (demo data) in
 * Chromium and prints, per page, the JavaScript and total bytes on the wire (compressed as served) and
 * any Content-Security-Policy violation or console error. Signs in as the demo super admin for the
 * pages behind the sign-in; the public contract page uses the demo's shared contract link.
 * A signed-in page fetches its data only after the session answers, and renders (loading its own lazy
 * chunks) only after that data arrives, so network idle alone can fire before any of it: each page is
 * counted once its own API answer has arrived and the network is idle again after it.
 */
import { chromium, type Page } from 'playwright-core';

const base = (process.argv.find((a) => a.startsWith('--url='))?.slice(6) ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const PASSWORD = 'Linen-Demo-2026!';

/** The API answer each signed-in page waits for before it renders its content (its own data, not /api/me); a page not listed has none. */
const OWN_API: Record<string, RegExp> = {
  '/clients': /\/api\/clients(\?|$)/,
  '/properties': /\/api\/properties(\?|$)/,
  '/settings': /\/api\/notification-settings(\?|$)/,
  // /bag-exchange's first screen (scan or choose a step) asks for no data of its own.
};

async function visit(page: Page, path: string, ownApi?: RegExp) {
  const problems: string[] = [];
  let js = 0;
  let total = 0;
  const onConsole = (m: { type(): string; text(): string }) => {
    if (m.type() === 'error' || /content security policy/i.test(m.text())) problems.push(m.text());
  };
  const onResponse = async (r: import('playwright-core').Response) => {
    const sizes = await r.request().sizes().catch(() => null);
    if (!sizes) return;
    total += sizes.responseBodySize;
    if (/\.js($|\?)/.test(r.url())) js += sizes.responseBodySize;
  };
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => ((inFlight += 1), (lastChange = Date.now()));
  const ended = () => ((inFlight -= 1), (lastChange = Date.now()));
  page.on('console', onConsole);
  page.on('response', onResponse);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const answered = ownApi ? page.waitForResponse((r) => r.request().method() === 'GET' && ownApi.test(new URL(r.url()).pathname + new URL(r.url()).search), { timeout: 60_000 }) : null;
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle', timeout: 60_000 });
  if (answered) {
    const res = await answered;
    if (!res.ok()) problems.push(`${res.url()}: ${res.status()}`);
    await res.finished();
    // Idle again after the answer: the chunks and images the rendered content asks for have loaded
    // (page.waitForLoadState would return at once, the load state having been reached before).
    while (inFlight > 0 || Date.now() - lastChange < 500) await page.waitForTimeout(100);
  }
  await page.waitForTimeout(500);
  page.off('console', onConsole);
  page.off('response', onResponse);
  page.off('request', started);
  page.off('requestfinished', ended);
  page.off('requestfailed', ended);
  console.log(`${path.padEnd(40)} JS ${(js / 1024).toFixed(1).padStart(6)} KB  all ${(total / 1024).toFixed(1).padStart(6)} KB  ${problems.length ? `PROBLEMS:\n  ${problems.join('\n  ')}` : 'no CSP violations or console errors'}`);
}

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    // Fresh contexts: nothing cached, as on a first visit.
    const anonymous = await browser.newContext();
    await visit(await anonymous.newPage(), '/login');
    await visit(await (await browser.newContext()).newPage(), '/login?mode=signin');
    const signedIn = await browser.newContext();
    const page = await signedIn.newPage();
    const res = await page.request.post(`${base}/api/auth/sign-in/email`, {
      data: { email: 'admin@demo.linen', password: PASSWORD },
      headers: { origin: base },
    });
    if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
    const list = await (await page.request.get(`${base}/api/properties`)).json();
    const token = list.properties.find((p: { contract: { activeShareToken: string | null } | null }) => p.contract?.activeShareToken)?.contract
      .activeShareToken;
    const storageState = await signedIn.storageState();
    for (const path of ['/clients', '/properties', '/settings', '/bag-exchange']) {
      const fresh = await browser.newContext({ storageState }); // an empty cache for each page
      await visit(await fresh.newPage(), path, OWN_API[path]);
      await fresh.close();
    }
    const publicContext = await browser.newContext();
    if (token) await visit(await publicContext.newPage(), `/contract/${token}`);
    else console.log('/contract/{token}: no shared contract in the data');
  } finally {
    await browser.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

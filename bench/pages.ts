/**
 * `npm run bench:pages` (issue 21's browser goals): seeds the bench's data at one size on a PostgreSQL
 * database of its own (DATABASE_URL, made and dropped; `--scale=1` by default: 5,000 cards), serves the
 * built app over it (bench/serve.ts), and opens the screens in Chromium as the bench manager.
 *
 * - /kanban on a phone profile (390×844, CPU slowed 4× by the DevTools protocol, a fresh cache): the
 *   time from navigation to the first card on screen, and to interactive: the end of the last long
 *   task (over 50 ms, from a PerformanceObserver) before two quiet seconds, counted from the first card.
 * - Every listed screen on a desktop (1280×800): the DOM nodes once its data has arrived and the
 *   network has been idle for a second (the goal: no page renders more than 3,000 at once).
 * - --only=/collections,/requests: those screens alone (no /kanban phone run); --more=10: on each, Load
 *   more pressed up to 10 times (the DOM nodes with every page loaded, at the top and scrolled to the
 *   end), on the desktop and on the phone (390×844), with screenshots in /tmp/bench-pages-*.png.
 * Run `npm run build` first when the web app has changed.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { createBenchDatabase } from './lib/postgres';
import { loadAverage } from './lib/measure';
import { BENCH_EMAIL, BENCH_PASSWORD } from './lib/seed';
import { signInOver, startBenchServer } from './lib/server-process';

const SCREENS = ['/kanban', '/changeovers', '/requests', '/collections', '/damages', '/reports', '/calendar', '/properties', '/stock'];
const QUIET_MS = 2_000;
const LONG_TASKS = `window.__longTasks = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__longTasks.push([e.startTime, e.duration]); })
    .observe({ type: 'longtask', buffered: true });`;

const option = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;

/** Waits until no request has been in flight for `quietMs`. */
async function networkQuiet(page: Page, quietMs: number, timeoutMs = 60_000): Promise<void> {
  let inFlight = 0;
  let last = Date.now();
  const on = () => ((inFlight += 1), (last = Date.now()));
  const off = () => ((inFlight = Math.max(0, inFlight - 1)), (last = Date.now()));
  page.on('request', on);
  page.on('requestfinished', off);
  page.on('requestfailed', off);
  const until = Date.now() + timeoutMs;
  while ((inFlight > 0 || Date.now() - last < quietMs) && Date.now() < until) await page.waitForTimeout(100);
  page.off('request', on);
  page.off('requestfinished', off);
  page.off('requestfailed', off);
}

const domNodes = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length);

async function kanbanOnPhone(browser: Browser, base: string, cookie: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  await context.addCookies(cookie.split('; ').map((c) => ({ name: c.slice(0, c.indexOf('=')), value: c.slice(c.indexOf('=') + 1), url: base })));
  await context.addInitScript(LONG_TASKS);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const started = Date.now();
  await page.goto(`${base}/kanban`, { waitUntil: 'commit' });
  await page
    .locator('main article')
    .first()
    .waitFor({ state: 'visible', timeout: 120_000 })
    .catch(async (err) => {
      await page.screenshot({ path: '/tmp/bench-pages-kanban.png' });
      throw new Error(`no card on /kanban (screenshot: /tmp/bench-pages-kanban.png): ${err}`);
    });
  const firstCardMs = Date.now() - started;
  // Interactive: two quiet seconds (no long task) after the first card; the end of the last long task before them.
  for (;;) {
    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: [number, number][] }).__longTasks);
    const navStart = await page.evaluate(() => performance.timeOrigin);
    const lastEnd = tasks.reduce((m, [s, d]) => Math.max(m, s + d), 0);
    const sinceLast = Date.now() - (navStart + lastEnd);
    if (Date.now() - started > firstCardMs + QUIET_MS && sinceLast >= QUIET_MS) {
      const interactiveMs = Math.max(firstCardMs, Math.round(navStart + lastEnd - started));
      const nodes = await domNodes(page);
      await context.close();
      return { firstCardMs, interactiveMs, nodes, longTasks: tasks.length };
    }
    await page.waitForTimeout(250);
  }
}

async function nodesOnDesktop(browser: Browser, base: string, cookie: string, path: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies(cookie.split('; ').map((c) => ({ name: c.slice(0, c.indexOf('=')), value: c.slice(c.indexOf('=') + 1), url: base })));
  const page = await context.newPage();
  const started = Date.now();
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  await networkQuiet(page, 1_000);
  const ms = Date.now() - started;
  const nodes = await domNodes(page);
  await context.close();
  return { ms, nodes };
}

/** Presses Load more up to `times` times, each after the last page arrived; how many pages were added. */
async function loadMore(page: Page, times: number): Promise<number> {
  let added = 0;
  for (; added < times; added++) {
    const button = page.getByRole('button', { name: 'Load more' });
    if (!(await button.isVisible().catch(() => false))) break;
    await button.scrollIntoViewIfNeeded();
    await button.click();
    await networkQuiet(page, 500);
  }
  return added;
}

/** A screen with its Load more pressed: its DOM nodes at the top and at the end, on a viewport, with screenshots. */
async function nodesAfterMore(browser: Browser, base: string, cookie: string, path: string, more: number, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  await context.addCookies(cookie.split('; ').map((c) => ({ name: c.slice(0, c.indexOf('=')), value: c.slice(c.indexOf('=') + 1), url: base })));
  const page = await context.newPage();
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  await networkQuiet(page, 1_000);
  const pages = await loadMore(page, more);
  const atEnd = await domNodes(page);
  const shot = `/tmp/bench-pages-${path.slice(1)}-${viewport.width}`;
  await page.screenshot({ path: `${shot}-end.png` });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(500);
  const atTop = await domNodes(page);
  await page.screenshot({ path: `${shot}-top.png` });
  await context.close();
  return { pages, atTop, atEnd };
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('set DATABASE_URL to a PostgreSQL server (a database of its own is made and dropped)');
  const scale = Number(option('scale', '1'));
  const db = await createBenchDatabase(url);
  const server = await startBenchServer({ BENCH_DB_URL: db.url, BENCH_LOAD_USERS: '0', BENCH_REPORT_DATA: '1', BENCH_SCALE: String(scale), BENCH_WEB: '1' });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const cookie = await signInOver(server.app, BENCH_EMAIL, BENCH_PASSWORD);
    // The startup guide would open on the first page; the bench manager has walked it.
    const guide = await fetch(`${server.app}/api/me/guide`, {
      method: 'POST',
      headers: { cookie, origin: server.app, 'content-type': 'application/json' },
      body: JSON.stringify({ completed: true }),
    });
    if (!guide.ok) throw new Error(`closing the startup guide: ${guide.status}`);
    console.log(`\n${scale}× the bench's data (${loadAverage()})`);
    const only = option('only', '');
    if (only) {
      const more = Number(option('more', '10'));
      console.log(`\n| screen | viewport | pages added by Load more | DOM nodes at the top | at the end |\n|---|---|---|---|---|`);
      for (const path of only.split(','))
        for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
          const r = await nodesAfterMore(browser, server.app, cookie, path, more, viewport);
          const flag = (n: number) => `${n}${n > 3000 ? ' !' : ''}`;
          console.log(`| ${path} | ${viewport.width}×${viewport.height} | ${r.pages} | ${flag(r.atTop)} | ${flag(r.atEnd)} |`);
        }
      console.log(`(${loadAverage()})`);
      return;
    }
    const k = await kanbanOnPhone(browser, server.app, cookie);
    console.log(`/kanban, phone profile (4× CPU): first card ${k.firstCardMs} ms, interactive ${k.interactiveMs} ms, ${k.nodes} DOM nodes, ${k.longTasks} long tasks`);
    console.log('\n| screen | DOM nodes (desktop) | data shown after ms |\n|---|---|---|');
    for (const path of SCREENS) {
      const r = await nodesOnDesktop(browser, server.app, cookie, path);
      console.log(`| ${path} | ${r.nodes}${r.nodes > 3000 ? ' !' : ''} | ${r.ms} |`);
    }
    console.log(`(${loadAverage()})`);
  } finally {
    await browser.close();
    await server.stop();
    await db.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

/**
 * `npm run bench:pages` (issue 21's browser goals): seeds the bench's data at one size on a PostgreSQL
 * database of its own (DATABASE_URL, made and dropped; `--scale=1` by default: 5,000 cards), serves the
 * built app over it (bench/serve.ts), and opens the screens in Chromium as the bench manager.
 *
 * - /kanban on a phone profile (390×844, CPU slowed 4× by the DevTools protocol, a fresh cache): the
 *   time from navigation to the first card painted (FIRST_CARD below; a page rendered on the server shows
 *   it before any script runs, so a script's look for it would come late), and to interactive: the end of the last long
 *   task (over 50 ms, from a PerformanceObserver) before two quiet seconds, counted from the first card;
 *   the long tasks until then and the JavaScript fetched (bytes as sent). `--runs=N` (default 3) opens it
 *   N times and prints the medians.
 * - Every listed screen on a desktop (1280×800): the DOM nodes once its data has arrived and the
 *   network has been idle for a second (the goal: no page renders more than 3,000 at once).
 * - --only=/collections,/requests: those screens alone (no /kanban phone run); --more=10: on each, Load
 *   more pressed up to 10 times (each list's, where a screen has two), the DOM nodes with every page
 *   loaded, at the top and scrolled to the end, on the desktop and on the phone (390×844), with
 *   screenshots in /tmp/bench-pages-*.png.
 * - `--kanban-only`: the phone runs alone, without the desktop screens.
 * - `--courier` (issue 22): the courier home instead, on a phone as the bench courier with a warm service
 *   worker and the CPU slowed 4×, reloaded `--runs` times (5 by default here) online and as many offline
 *   (bench/courier-home.ts says what is timed); the bench's data without the report data. With
 *   `--with-kanban`, a /kanban phone run after each pair: its quiet figure is known, so it measures the load.
 * - `--web=dirA,dirB` compares built web apps side by side in one run (decision 0180): the server serves
 *   each in turn (runs interleaved A, B, A, B, ... so the machine's load falls on both alike), and the
 *   phone figures are printed per build with the ratio to the first. Build the other one with
 *   `npx tsx scripts/build-web.ts <dir>` from a checkout of it. Without --web: dist/web.
 * Run `npm run build` first when the web app has changed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createBenchDatabase } from './lib/postgres';
import { loadAverage } from './lib/measure';
import { BENCH_EMAIL, BENCH_PASSWORD } from './lib/seed';
import { signInOver, startBenchServer } from './lib/server-process';
import { BENCH_COURIER_EMAIL } from './lib/seed-courier';
import { courierHomeRuns, courierHomeTable } from './courier-home';

const SCREENS = ['/kanban', '/changeovers', '/requests', '/collections', '/damages', '/reports', '/calendar', '/properties', '/stock'];
const QUIET_MS = 2_000;
const LONG_TASKS = `window.__longTasks = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__longTasks.push([e.startTime, e.duration]); })
    .observe({ type: 'longtask', buffered: true });`;
/**
 * When the first card was painted (decision 0202): a page rendered on the server has it in its first
 * contentful paint, long before a script could look for it. The time it entered the DOM; then the first
 * contentful paint if that came after it (it holds the card), else the frame after the one that drew it.
 */
const FIRST_CARD = `window.__card = {};
  new MutationObserver((_, observer) => {
    if (!document.querySelector('main article')) return;
    observer.disconnect();
    window.__card.inDom = performance.now();
    requestAnimationFrame(() => requestAnimationFrame((t) => { window.__card.frame = t; }));
  }).observe(document, { childList: true, subtree: true });`;

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

interface PhoneFigures {
  /** The page's HTML: from asking to its first byte (the server's time, with the screen rendered there). */
  htmlMs: number;
  firstCardMs: number;
  interactiveMs: number;
  nodes: number;
  longTasks: number;
  jsBytes: number;
}

async function kanbanOnPhone(browser: Browser, base: string, cookie: string): Promise<PhoneFigures> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  await context.addCookies(cookie.split('; ').map((c) => ({ name: c.slice(0, c.indexOf('=')), value: c.slice(c.indexOf('=') + 1), url: base })));
  await context.addInitScript(LONG_TASKS);
  await context.addInitScript(FIRST_CARD);
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
  const seenMs = Date.now() - started;
  await page.waitForFunction(() => (window as unknown as { __card: { frame?: number } }).__card.frame !== undefined);
  const painted = await page.evaluate(() => {
    const { inDom, frame } = (window as unknown as { __card: { inDom: number; frame: number } }).__card;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    return performance.timeOrigin + (fcp !== undefined && fcp >= inDom ? fcp : frame);
  });
  const firstCardMs = Math.min(seenMs, Math.round(painted - started));
  const htmlMs = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return Math.round(nav.responseStart - nav.requestStart);
  });
  // Interactive: two quiet seconds (no long task) after the first card; the end of the last long task before them.
  for (;;) {
    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: [number, number][] }).__longTasks);
    const navStart = await page.evaluate(() => performance.timeOrigin);
    const lastEnd = tasks.reduce((m, [s, d]) => Math.max(m, s + d), 0);
    const sinceLast = Date.now() - (navStart + lastEnd);
    if (Date.now() - started > firstCardMs + QUIET_MS && sinceLast >= QUIET_MS) {
      const interactiveMs = Math.max(firstCardMs, Math.round(navStart + lastEnd - started));
      const nodes = await domNodes(page);
      // The JavaScript fetched (as sent: compressed), from the page's resource timing (same origin).
      const jsBytes = await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((e) => e.name.endsWith('.js'))
          .reduce((n, e) => n + e.encodedBodySize, 0),
      );
      // Counted until interactive: the tasks after it are the page at rest (the overdue cards' flash, polls).
      const longTasks = tasks.filter(([s]) => navStart + s <= started + interactiveMs).length;
      await context.close();
      return { htmlMs, firstCardMs, interactiveMs, nodes, longTasks, jsBytes };
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

/**
 * Presses Load more up to `times` times, each after the last page arrived; how many pages were added. A
 * screen with more than one list (/requests: the pending and the upcoming) has each list's pressed in
 * turn, the last one on the page first, so every list ends with up to `times` pages added.
 */
async function loadMore(page: Page, times: number): Promise<number> {
  let added = 0;
  for (let round = 0; round < times; round++) {
    const buttons = page.getByRole('button', { name: 'Load more' });
    const count = await buttons.count();
    if (count === 0) break;
    for (let i = count - 1; i >= 0; i--) {
      const button = buttons.nth(i);
      if (!(await button.isVisible().catch(() => false))) continue;
      await button.scrollIntoViewIfNeeded();
      await button.click();
      await networkQuiet(page, 500);
      added++;
    }
  }
  return added;
}

/** A screen with its Load more pressed: its DOM nodes at the top and at the end, on a viewport, with screenshots. */
async function nodesAfterMore(
  browser: Browser,
  base: string,
  cookie: string,
  screen: string,
  more: number,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ viewport });
  await context.addCookies(cookie.split('; ').map((c) => ({ name: c.slice(0, c.indexOf('=')), value: c.slice(c.indexOf('=') + 1), url: base })));
  const page = await context.newPage();
  await page.goto(`${base}${screen}`, { waitUntil: 'load' });
  await networkQuiet(page, 1_000);
  const pages = await loadMore(page, more);
  const atEnd = await domNodes(page);
  const shot = `/tmp/bench-pages-${screen.slice(1)}-${viewport.width}`;
  await page.screenshot({ path: `${shot}-end.png` });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(500);
  const atTop = await domNodes(page);
  await page.screenshot({ path: `${shot}-top.png` });
  await context.close();
  return { pages, atTop, atEnd };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : Math.round((s[s.length / 2 - 1] + s[s.length / 2]) / 2);
};

/** The medians of a build's phone runs, as one table row (with the ratio to `base`'s where given). */
function phoneRow(label: string, runs: PhoneFigures[], base?: PhoneFigures[]): string {
  const m = (k: keyof PhoneFigures, xs = runs) => median(xs.map((r) => r[k]));
  const ratio = (k: keyof PhoneFigures) => (base ? ` (×${(m(k) / m(k, base)).toFixed(2)})` : '');
  return `| ${label} | ${m('htmlMs')} | ${m('firstCardMs')}${ratio('firstCardMs')} | ${m('interactiveMs')}${ratio('interactiveMs')} | ${m('longTasks')} | ${(m('jsBytes') / 1024).toFixed(1)} KB | ${m('nodes')} | ${runs.map((r) => r.firstCardMs).join(', ')} |`;
}

/** The startup guide would open on the first page (and lead away from it); the bench's users have walked it. */
async function closeGuide(base: string, cookie: string): Promise<void> {
  const guide = await fetch(`${base}/api/me/guide`, {
    method: 'POST',
    headers: { cookie, origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ completed: true }),
  });
  if (!guide.ok) throw new Error(`closing the startup guide: ${guide.status}`);
}

/** The folder the server serves: a symbolic link re-pointed at each build in turn (atomic rename). */
function webSwitch(dirs: string[]) {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pages-web-'));
  const link = path.join(home, 'current');
  const point = (dir: string) => {
    const next = path.join(home, 'next');
    fs.rmSync(next, { force: true });
    fs.symlinkSync(path.resolve(dir), next);
    fs.renameSync(next, link);
  };
  point(dirs[0]);
  return { link, point, remove: () => fs.rmSync(home, { recursive: true, force: true }) };
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('set DATABASE_URL to a PostgreSQL server (a database of its own is made and dropped)');
  const scale = Number(option('scale', '1'));
  const courier = process.argv.includes('--courier');
  const runs = Number(option('runs', courier ? '5' : '3'));
  const webs = option('web', '').split(',').filter(Boolean);
  for (const dir of webs) if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`--web: ${dir} holds no built app (index.html)`);
  const web = webs.length > 0 ? webSwitch(webs) : null;
  const db = await createBenchDatabase(url);
  const server = await startBenchServer({
    BENCH_DB_URL: db.url,
    BENCH_LOAD_USERS: '0',
    BENCH_REPORT_DATA: courier ? '0' : '1',
    BENCH_COURIER: courier ? '1' : '0',
    BENCH_SCALE: String(scale),
    BENCH_WEB: '1',
    ...(web ? { BENCH_WEB_DIR: web.link } : {}),
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    if (courier) {
      const courierCookie = await signInOver(server.app, BENCH_COURIER_EMAIL, BENCH_PASSWORD);
      await closeGuide(server.app, courierCookie);
      console.log(`\n${scale}× the bench's data; the courier home (${loadAverage()} before)`);
      // --with-kanban: /kanban's phone run after each pair, as the bench manager: its figure on a quiet machine is known
      // (docs/perf/scale-quiet-2026-11-27.md), so on a busy one it says how much the load slows a page.
      const kanban: PhoneFigures[] = [];
      let between: (() => Promise<void>) | undefined;
      if (process.argv.includes('--with-kanban')) {
        const manager = await signInOver(server.app, BENCH_EMAIL, BENCH_PASSWORD);
        await closeGuide(server.app, manager);
        await fetch(`${server.app}/api/linen-cards/board?exception=all`, { headers: { cookie: manager } });
        between = async () => void kanban.push(await kanbanOnPhone(browser, server.app, manager));
      }
      const figures = await courierHomeRuns(browser, server.app, courierCookie, runs, between);
      console.log(`\n/bag-exchange, phone (390×844, 4× CPU slowdown), warm service worker, ${runs} reloads each (${loadAverage()} after)`);
      for (const line of courierHomeTable(figures)) console.log(line);
      if (kanban.length > 0) {
        console.log(`\n/kanban on the same phone profile, between them (${kanban.length} runs)`);
        console.log('| build | HTML ms | first card ms | interactive ms | long tasks | JS fetched | DOM nodes | first card, each run |\n|---|---|---|---|---|---|---|---|');
        console.log(phoneRow('dist/web', kanban));
      }
      console.log(`each run: ${figures.map((f) => `${f.offline ? 'off' : 'on'} ${f.homeButtonMs}/${f.interactiveMs}/${f.collectListMs}`).join(', ')} (home button/interactive/Collect list ms)`);
      return;
    }
    const cookie = await signInOver(server.app, BENCH_EMAIL, BENCH_PASSWORD);
    await closeGuide(server.app, cookie);
    console.log(`\n${scale}× the bench's data (${loadAverage()})`);
    const only = option('only', '');
    if (only) {
      const more = Number(option('more', '10'));
      console.log(`\n| screen | viewport | pages added by Load more | DOM nodes at the top | at the end |\n|---|---|---|---|---|`);
      for (const screen of only.split(','))
        for (const viewport of [
          { width: 1280, height: 800 },
          { width: 390, height: 844 },
        ]) {
          const r = await nodesAfterMore(browser, server.app, cookie, screen, more, viewport);
          const flag = (n: number) => `${n}${n > 3000 ? ' !' : ''}`;
          console.log(`| ${screen} | ${viewport.width}×${viewport.height} | ${r.pages} | ${flag(r.atTop)} | ${flag(r.atEnd)} |`);
        }
      console.log(`(${loadAverage()})`);
      return;
    }
    // One board read first, not measured: the server's first read after seeding runs the hire clock over
    // the seeded cards, which would fall on whichever build came first. Then the page itself, ten times:
    // a running server has rendered /kanban before (decision 0202), and its first few renders, still being
    // compiled, take some 0.3 s each.
    await fetch(`${server.app}/api/linen-cards/board?exception=all`, { headers: { cookie } });
    for (let i = 0; i < 10; i++) await (await fetch(`${server.app}/kanban`, { headers: { cookie } })).text();
    const builds = webs.length > 0 ? webs : ['dist/web'];
    const phone = builds.map(() => [] as PhoneFigures[]);
    for (let run = 0; run < runs; run += 1) {
      for (const [i, dir] of builds.entries()) {
        web?.point(dir);
        phone[i].push(await kanbanOnPhone(browser, server.app, cookie));
      }
    }
    console.log(`\n/kanban, phone profile (390×844, 4× CPU slowdown), medians of ${runs} runs (${loadAverage()})`);
    console.log(
      '| build | HTML ms | first card ms | interactive ms | long tasks | JS fetched | DOM nodes | first card, each run |\n|---|---|---|---|---|---|---|---|',
    );
    for (const [i, dir] of builds.entries()) console.log(phoneRow(dir, phone[i], i > 0 ? phone[0] : undefined));
    if (process.argv.includes('--kanban-only')) return;
    web?.point(builds[builds.length - 1]);
    console.log(`\n(desktop: ${builds[builds.length - 1]})\n| screen | DOM nodes (desktop) | data shown after ms |\n|---|---|---|`);
    for (const path of SCREENS) {
      const r = await nodesOnDesktop(browser, server.app, cookie, path);
      console.log(`| ${path} | ${r.nodes}${r.nodes > 3000 ? ' !' : ''} | ${r.ms} |`);
    }
    console.log(`(${loadAverage()})`);
  } finally {
    await browser.close();
    await server.stop();
    await db.drop();
    web?.remove();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

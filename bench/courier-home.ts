/**
 * `npm run bench:pages -- --courier` (issue 22's goal: the courier home interactive within 2 s on a 4×
 * slowed CPU with a warm service worker), run by bench/pages.ts on its server with the courier's data
 * (BENCH_COURIER=1) as the bench courier.
 *
 * One phone context (390×844, 3× pixels, touch), signed in as the courier. Warm-up: /bag-exchange opened
 * once online; its service worker installs, takes the page over and keeps the session and the round
 * (the cache 'courier-reads' holds both), as after a courier's first visit. Then, with the CPU slowed 4×
 * (DevTools protocol; the page's renderer, not the worker's thread), the page is reloaded `runs` times
 * online and `runs` times with the network off (context.setOffline: the worker then answers from the
 * device), alternately, so the machine's load falls on both alike. Each reload is timed from its start:
 * - home button: the home's 'Collect Bag' button visible and enabled (the screen drawn, its session known);
 * - interactive: as /kanban's (pages.ts): the end of the last long task (over 50 ms) before two quiet
 *   seconds, and never before the home button;
 * - Collect list: from the tap on 'Collect Bag' to its first bag on screen (the round read, on or off line);
 * - the navigation's own timing (HTML in, DOMContentLoaded) and the responses that came through the
 *   service worker (from its cache, or from the network by it) against all the page's responses.
 */
import type { Browser, Page } from 'playwright-core';
import { median } from './lib/scale';

const QUIET_MS = 2_000;
const LONG_TASKS = `window.__longTasks = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__longTasks.push([e.startTime, e.duration]); })
    .observe({ type: 'longtask', buffered: true });`;

export interface CourierHomeRun {
  offline: boolean;
  /** The page's HTML in, and its DOMContentLoaded, from the navigation's own timing. */
  htmlMs: number;
  domReadyMs: number;
  homeButtonMs: number;
  interactiveMs: number;
  longTasks: number;
  collectListMs: number;
  fromWorker: number;
  responses: number;
}

/** Waits for two quiet seconds (no long task) after `fromMs`; the end of the last long task before them, in ms from `started`. */
async function interactiveAfter(page: Page, started: number, fromMs: number): Promise<{ ms: number; longTasks: number }> {
  for (;;) {
    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: [number, number][] }).__longTasks);
    const navStart = await page.evaluate(() => performance.timeOrigin);
    const lastEnd = tasks.reduce((m, [s, d]) => Math.max(m, s + d), 0);
    if (Date.now() - started > fromMs + QUIET_MS && Date.now() - (navStart + lastEnd) >= QUIET_MS) {
      const ms = Math.max(fromMs, Math.round(navStart + lastEnd - started));
      return { ms, longTasks: tasks.filter(([s]) => navStart + s <= started + ms).length };
    }
    await page.waitForTimeout(250);
  }
}

async function timedReload(page: Page, offline: boolean): Promise<CourierHomeRun> {
  await page.context().setOffline(offline);
  let responses = 0;
  let fromWorker = 0;
  const count = (r: { fromServiceWorker(): boolean }) => {
    responses++;
    if (r.fromServiceWorker()) fromWorker++;
  };
  page.on('response', count);
  const started = Date.now();
  await page.reload({ waitUntil: 'commit' });
  const collect = page.getByRole('button', { name: /Collect Bag/ });
  await collect.waitFor({ state: 'visible', timeout: 60_000 }).catch(async (err) => {
    await page.screenshot({ path: '/tmp/bench-pages-courier.png' });
    throw new Error(`no Collect Bag button (screenshot: /tmp/bench-pages-courier.png): ${err}`);
  });
  await page.waitForFunction(() => {
    const b = [...document.querySelectorAll('button')].find((e) => e.textContent?.includes('Collect Bag'));
    return b !== undefined && !(b as HTMLButtonElement).disabled;
  });
  const homeButtonMs = Date.now() - started;
  const interactive = await interactiveAfter(page, started, homeButtonMs);
  const nav = await page.evaluate(() => {
    const e = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return { html: Math.round(e.responseEnd), domReady: Math.round(e.domContentLoadedEventEnd) };
  });
  const tapped = Date.now();
  await collect.click();
  await page.getByRole('heading', { name: 'Collect Bag' }).waitFor();
  await page.getByRole('list', { name: /^Collect Bag: \d+ bags?$/ }).getByRole('button').first().waitFor({ state: 'visible', timeout: 60_000 });
  const collectListMs = Date.now() - tapped;
  page.off('response', count);
  return { offline, htmlMs: nav.html, domReadyMs: nav.domReady, homeButtonMs, interactiveMs: interactive.ms, longTasks: interactive.longTasks, collectListMs, fromWorker, responses };
}

/** `between`: run after each pair of reloads (pages.ts --with-kanban: a /kanban phone run, so both see the same load). */
export async function courierHomeRuns(
  browser: Browser,
  base: string,
  cookie: string,
  runs: number,
  between: () => Promise<void> = async () => {},
): Promise<CourierHomeRun[]> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  await context.addCookies(cookie.split('; ').map((c) => ({ name: c.slice(0, c.indexOf('=')), value: c.slice(c.indexOf('=') + 1), url: base })));
  await context.addInitScript(LONG_TASKS);
  const page = await context.newPage();
  try {
    // Warm: the first visit, online; the worker takes over and keeps the session and the round.
    await page.goto(`${base}/bag-exchange`);
    await page.getByRole('heading', { name: 'Bag Exchange', level: 1 }).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    await page.waitForFunction(async () => (await (await caches.open('courier-reads')).keys()).length === 2, null, { timeout: 30_000, polling: 250 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const out: CourierHomeRun[] = [];
    for (let run = 0; run < runs; run++) {
      for (const offline of [false, true]) out.push(await timedReload(page, offline));
      await between();
    }
    await context.setOffline(false);
    await page.screenshot({ path: '/tmp/bench-pages-courier-collect.png' });
    return out;
  } finally {
    await context.close();
  }
}

/** The table of the runs: median and range of each figure, online and offline. */
export function courierHomeTable(runs: CourierHomeRun[]): string[] {
  const rows = [
    '| network | HTML in ms | DOMContentLoaded ms | home button ms | interactive ms (median, range) | long tasks | Collect list after the tap ms | responses through the worker |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const offline of [false, true]) {
    const rs = runs.filter((r) => r.offline === offline);
    if (rs.length === 0) continue;
    const fig = (k: 'htmlMs' | 'domReadyMs' | 'homeButtonMs' | 'interactiveMs' | 'collectListMs') => {
      const xs = rs.map((r) => r[k]);
      return `${median(xs)} (${Math.min(...xs)}-${Math.max(...xs)})`;
    };
    rows.push(
      `| ${offline ? 'offline' : 'online'} | ${fig('htmlMs')} | ${fig('domReadyMs')} | ${fig('homeButtonMs')} | ${fig('interactiveMs')} | ${median(rs.map((r) => r.longTasks))} | ${fig('collectListMs')} | ` +
        `${median(rs.map((r) => r.fromWorker))} of ${median(rs.map((r) => r.responses))} |`,
    );
  }
  return rows;
}

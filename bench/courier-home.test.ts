import { describe, expect, it } from 'vitest';
import { courierHomeTable, type CourierHomeRun } from './courier-home';

const run = (offline: boolean, homeButtonMs: number, collectListMs = 900): CourierHomeRun => ({
  offline,
  htmlMs: 100,
  domReadyMs: 400,
  homeButtonMs,
  interactiveMs: homeButtonMs + 50,
  longTasks: 2,
  collectListMs,
  fromWorker: 70,
  responses: 71,
});

describe('the courier home table', () => {
  it('prints the median and range of each figure, online and offline apart', () => {
    const rows = courierHomeTable([run(false, 1500), run(true, 1200), run(false, 1900), run(true, 1000), run(false, 1700)]);
    expect(rows).toHaveLength(4);
    expect(rows[2]).toBe('| online | 100 (100-100) | 400 (400-400) | 1700 (1500-1900) | 1750 (1550-1950) | 2 | 900 (900-900) | 70 of 71 |');
    expect(rows[3]).toBe('| offline | 100 (100-100) | 400 (400-400) | 1100 (1000-1200) | 1150 (1050-1250) | 2 | 900 (900-900) | 70 of 71 |');
  });

  it('leaves out a network not run', () => {
    expect(courierHomeTable([run(false, 1500)])).toHaveLength(3);
  });
});

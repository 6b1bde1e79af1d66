import { describe, expect, it } from 'vitest';
import { scheduleJob } from './scheduled-job';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('scheduleJob', () => {
  it('never overlaps runs and stop() waits for the run in progress', async () => {
    let active = 0;
    let maxActive = 0;
    let finished = 0;
    const job = scheduleJob('test job', 5, async () => {
      active++;
      maxActive = Math.max(maxActive, active);
      await sleep(30);
      active--;
      finished++;
    });
    await sleep(50);
    await job.stop();
    expect(active).toBe(0);
    expect(maxActive).toBe(1);
    const after = finished;
    expect(after).toBeGreaterThan(0);
    await sleep(40);
    expect(finished).toBe(after); // no run after stop
  });

  it('with atStart runs once at once, then on the interval', async () => {
    let runs = 0;
    const job = scheduleJob('start job', 60_000, async () => {
      runs++;
    }, { atStart: true });
    await sleep(10);
    expect(runs).toBe(1);
    await job.stop();
    const plain = scheduleJob('plain job', 60_000, async () => {
      runs++;
    });
    await sleep(10);
    await plain.stop();
    expect(runs).toBe(1);
  });
});

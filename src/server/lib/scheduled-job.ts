/**
 * A job that runs every `everyMs` in this process. Runs never overlap, and stop() clears the timer
 * and waits for a run in progress, so a shutdown never cuts a job off halfway. (Jobs that must run
 * once across instances take their own database lock, e.g. the outbox's advisory lock.)
 */
import { logError } from './log-error';

export interface ScheduledJob {
  stop(): Promise<void>;
}

export function scheduleJob(name: string, everyMs: number, run: () => Promise<unknown>): ScheduledJob {
  let running: Promise<void> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = run()
      .then(() => undefined)
      .catch((err) => logError(`${name} failed`, err))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

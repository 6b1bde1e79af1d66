/**
 * A job that runs every `everyMs` in this process. Runs never overlap, and stop() clears the timer
 * and waits for a run in progress, so a shutdown never cuts a job off halfway. (Jobs that must run
 * once across instances take their own database lock, e.g. the outbox's advisory lock.)
 */
import { logError } from './log-error';

export interface ScheduledJob {
  stop(): Promise<void>;
}

/** `atStart`: run once at once too (a job whose work shows on screens, so a restart leaves nothing a whole interval late). */
export function scheduleJob(name: string, everyMs: number, run: () => Promise<unknown>, options: { atStart?: boolean } = {}): ScheduledJob {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = run()
      .then(() => undefined)
      .catch((err) => logError(`${name} failed`, err))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  if (options.atStart) tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

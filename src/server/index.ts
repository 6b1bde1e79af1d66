/**
 * Starts the server: database, migrations, seed, HTTP, and the scheduled jobs (outbox delivery,
 * overdue sweep, hire clock, reminders, booking-calendar sync).
 */
import 'dotenv/config';
import { randomBytes } from 'node:crypto';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createDeps, openDatabase, prepareDatabase } from './boot';
import { prepareDemoData } from './seed/demo-data';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/seed';
import { ConfigError, readEnv, type Env } from './env';

/** How often the outbox is delivered unless OUTBOX_INTERVAL_MS says otherwise. */
const OUTBOX_EVERY_MS = 15_000;
import { createMailDelivery } from './features/mail';
import { runOverdueSweep, SWEEP_EVERY_MS } from './features/linen/linen-sweep.service';
import { REMINDER_EVERY_MS, runReminders } from './features/reminders';
import { runBookingSync } from './features/booking-import/booking-sync.service';
import { purgeOldDeliveries } from './features/booking-import/booking-webhooks.service';
import { refreshStockPars, STOCK_PARS_EVERY_MS } from './features/forecast';
import { runStaleFeedAlerts, STALE_ALERT_EVERY_MS } from './features/booking-import/stale-feeds.service';
import { AUTO_LATE_FEE_EVERY_MS, runAutoLateFees, runHireClock } from './features/charges';
import { deliverTestRefundEvents } from './features/deposit-refunds';
import { ANNOUNCE_EVERY_MS, announceInvoices, CREDIT_REFUNDS_EVERY_MS, INVOICE_NUMBERING_EVERY_MS, retryCreditNoteRefunds, runInvoiceNumbering } from './features/invoices';
import { scheduleJob, type ScheduledJob } from './lib/scheduled-job';
import { createSetupApp } from './setup-app';
import { applyHttpTimeouts } from './lib/http-timeouts';
import { describeUnexpected, logError } from './lib/log-error';

/** How long a shutdown waits for requests in flight. */
const SHUTDOWN_GRACE_MS = 10_000;
/** How often the test provider's unacknowledged refund events are sent again. */
const TEST_REFUND_EVENTS_EVERY_MS = 30_000;

async function main() {
  const env = readEnv(process.env, process.argv.slice(2));
  // Lets the connection-setup screen test a database from another machine; printed when it is served.
  const setupCode = newSetupCode();
  let current: { fetch: (req: Request, env?: unknown) => Response | Promise<Response> } = createSetupApp(env, env.webDir, setupCode);
  let codePrinted = false;
  const server = serve({ fetch: (req, bindings) => current.fetch(req, bindings), port: env.port }, (info) =>
    console.log(`Linen Service listening on http://localhost:${info.port}`),
  );
  applyHttpTimeouts(server as import('node:http').Server);

  let release = () => {};
  let closeDatabase = async () => {};
  const jobs: ScheduledJob[] = [];
  let stopping = false;
  // SIGTERM/SIGINT: stop accepting connections and the scheduled jobs, let requests in flight finish
  // (at most SHUTDOWN_GRACE_MS), then close the database and the lock. A second signal exits at once.
  const shutdown = (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`${signal}: finishing requests in flight, then stopping.`);
    const force = setTimeout(() => {
      console.error(`Requests still running after ${SHUTDOWN_GRACE_MS} ms: stopping anyway.`);
      release();
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    const drained = new Promise<void>((resolve) => server.close(() => resolve()));
    // Keep-alive connections are kept 65 s (http-timeouts.ts): close each as soon as its last answer is sent.
    if ('closeIdleConnections' in server) {
      server.closeIdleConnections();
      setInterval(() => server.closeIdleConnections(), 50).unref();
    }
    void Promise.all([drained, Promise.all(jobs.map((j) => j.stop())).then(() => console.log('Scheduled jobs stopped.'))])
      .then(() => closeDatabase())
      .catch((err) => logError('Shutdown', err))
      .finally(() => {
        release();
        console.log('Stopped.');
        process.exit(0);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  // Until the database answers, the setup app serves the connection-setup screen; then the real app.
  for (;;) {
    try {
      const opened = await openDatabase(env);
      release = opened.release;
      closeDatabase = () => opened.database.close();
      await prepareDatabase(opened.database);
      const deps = await createDeps(opened.database, env);
      if (await prepareDemoData(deps)) printDemoSignIns();
      current = createApp(deps, { webDir: env.webDir });
      console.log(`Database ready (${opened.database.kind}${env.databaseUrl ? '' : `, ${env.dataDir}/db`})`);
      const mail = startMailDelivery(deps.db, env);
      if (mail) jobs.push(mail);
      // The overdue auto-move (DESIGN §5.8): on a schedule here only, one run at a time across instances (advisory lock; decision 0177).
      jobs.push(scheduleJob('Overdue sweep', env.intervals.linenSweep ?? SWEEP_EVERY_MS, () => runOverdueSweep(deps), { atStart: true }));
      // The hire clock (issue 18): late-changeover charges, each once across instances (card lock, unique charge key); on this schedule only.
      jobs.push(scheduleJob('Hire clock', env.intervals.linenSweep ?? SWEEP_EVERY_MS, () => runHireClock(deps), { atStart: true }));
      // Reminder e-mails (issue 9): each once per event and recipient, one instance at a time.
      jobs.push(scheduleJob('Reminders', env.intervals.reminders ?? REMINDER_EVERY_MS, () => runReminders(deps)));
      // Automatic late payment fees (issue 18; off unless a super admin switches it on): one per overdue item, ever.
      jobs.push(scheduleJob('Late payment fees', env.intervals.lateFees ?? AUTO_LATE_FEE_EVERY_MS, () => runAutoLateFees(deps)));
      // The test provider's refund events (issue 19): sent again until the webhook has applied them.
      if (deps.payments.kind === 'test') jobs.push(scheduleJob('Test refund events', TEST_REFUND_EVENTS_EVERY_MS, () => deliverTestRefundEvents(deps)));
      // Invoices recorded before the business details were set (issue 23): numbered once they are, once across instances (the sequence's row lock).
      jobs.push(scheduleJob('Invoice numbering', INVOICE_NUMBERING_EVERY_MS, () => runInvoiceNumbering(deps), { atStart: true }));
      // Credit notes' refunds the provider has not accepted yet (decision 0194, amended): sent again with the same key, each claimed by one instance at a time (row lock, SKIP LOCKED).
      jobs.push(scheduleJob('Credit note refunds', CREDIT_REFUNDS_EVERY_MS, () => retryCreditNoteRefunds(deps), { atStart: true }));
      // Each numbered invoice e-mailed to its owners once (a conditional claim per invoice), with a link to it.
      jobs.push(scheduleJob('Invoice e-mails', ANNOUNCE_EVERY_MS, () => announceInvoices(deps), { atStart: true }));
      // Booking calendars (issue 9): each read once per BOOKING_SYNC_INTERVAL_MS across instances (a
      // conditional claim); checked every minute so a calendar is never a whole interval late.
      jobs.push(scheduleJob('Booking calendar sync', Math.min(env.bookingSyncIntervalMs, 60_000), () => runBookingSync(deps)));
      // Booking webhook deliveries older than 30 days forgotten (issue 24): hourly, once across instances (advisory lock).
      jobs.push(scheduleJob('Booking webhook deliveries clean-up', 60 * 60_000, () => purgeOldDeliveries(deps), { atStart: true }));
      // /stock's sum of property pars (decision 0197; issue 21): worked out over every property hourly, once across instances (advisory lock).
      jobs.push(scheduleJob('Stock par sums', STOCK_PARS_EVERY_MS, () => refreshStockPars(deps), { atStart: true }));
      // Feeds not read for 6 hours (issue 24): the provider is e-mailed once per stale spell, claimed across instances.
      jobs.push(scheduleJob('Stale booking calendars', STALE_ALERT_EVERY_MS, () => runStaleFeedAlerts(deps), { atStart: true }));
      return;
    } catch (err) {
      if (err instanceof ConfigError) throw err;
      release();
      console.error(`Database unavailable: ${describeUnexpected(err).split('\n')[0]}. Retrying in 10 s; the setup screen is served meanwhile.`);
      if (!codePrinted) {
        console.error(`Connection setup code (to test a database from another machine's browser): ${setupCode}`);
        codePrinted = true;
      }
      await new Promise((r) => setTimeout(r, 10_000));
    }
  }
}

function newSetupCode(): string {
  const hex = randomBytes(6).toString('hex').toUpperCase();
  return `${hex.slice(0, 4)}-${hex.slice(4, 8)}-${hex.slice(8)}`;
}

function startMailDelivery(db: Parameters<typeof createMailDelivery>[0], env: Env): ScheduledJob | null {
  const delivery = createMailDelivery(db, env);
  if (!delivery.enabled) {
    console.log('SMTP_URL is not set: e-mails are kept in the outbox table.');
    return null;
  }
  return scheduleJob('Outbox delivery', env.intervals.outbox ?? OUTBOX_EVERY_MS, () => delivery.deliverDue());
}

function printDemoSignIns() {
  console.log('\nDemo data seeded. Sign in at /login with:');
  for (const u of DEMO_USERS) console.log(`  ${u.what.padEnd(15)} ${u.email.padEnd(22)} ${DEMO_PASSWORD}`);
  console.log('');
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? `Configuration error: ${err.message}` : err);
  process.exit(1);
});

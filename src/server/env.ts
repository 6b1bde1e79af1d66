/** Reads and validates configuration once. */
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');
/** How often a scheduled job runs; unset means the job's own default. Tests shorten them. */
const interval = z.coerce.number().int().min(50).max(24 * 60 * 60_000).optional();

/** Every setting the server reads, validated in one place. */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Where the built web app is (default: dist/web beside the sources). */
  WEB_DIR: z.string().min(1).optional(),
  BETTER_AUTH_SECRET: z.string().optional(),
  APP_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Linen Service <no-reply@linenservice.co.uk>'),
  PROVIDER_ADMIN_EMAILS: z.string().optional(),
  TRUST_PROXY: flag,
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(1000).default(1),
  PAYMENTS_TEST_MODE: flag,
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  DEMO_DATA: flag,
  ICAL_ALLOW_PRIVATE: flag,
  BOOKING_SYNC_INTERVAL_MS: z.coerce.number().int().min(1000).default(30 * 60_000),
  OUTBOX_INTERVAL_MS: interval,
  LINEN_SWEEP_INTERVAL_MS: interval,
  REMINDER_INTERVAL_MS: interval,
  LATE_FEE_INTERVAL_MS: interval,
});

/** The configuration as the app uses it; its type is derived from the schema. */
export type Env = ReturnType<typeof toEnv>;

/** The command line asks for demo data with `--demo`. */
function toEnv(e: z.output<typeof ZEnv>, demoAsked: boolean) {
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir: e.DATA_DIR,
    /** WEB_DIR: the built web app (default: dist/web beside the sources). */
    webDir: e.WEB_DIR ?? fileURLToPath(new URL('../../dist/web', import.meta.url)),
    /** BETTER_AUTH_SECRET; when unset (never in production) a random secret kept in the database is used (see secrets.ts). */
    authSecret: e.BETTER_AUTH_SECRET || undefined,
    /** Seed demo users and records on a fresh database: in development, or with --demo / DEMO_DATA=true (never in production). */
    demoData: demoAsked || e.NODE_ENV === 'development',
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    providerAdminEmails: (e.PROVIDER_ADMIN_EMAILS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    trustProxy: e.TRUST_PROXY ?? false,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    stripeSecretKey: e.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET || undefined,
    /** ICAL_ALLOW_PRIVATE: booking calendars may be read from private, loopback and link-local addresses (tests, a LAN). */
    icalAllowPrivate: e.ICAL_ALLOW_PRIVATE ?? false,
    /** BOOKING_SYNC_INTERVAL_MS: how often each booking calendar is read (default 30 minutes). */
    bookingSyncIntervalMs: e.BOOKING_SYNC_INTERVAL_MS,
    /** The scheduled jobs' periods in ms (*_INTERVAL_MS); undefined means the job's own default. */
    intervals: {
      outbox: e.OUTBOX_INTERVAL_MS,
      linenSweep: e.LINEN_SWEEP_INTERVAL_MS,
      reminders: e.REMINDER_INTERVAL_MS,
      lateFees: e.LATE_FEE_INTERVAL_MS,
    },
  };
}

export class ConfigError extends Error {}

/** argv: the command line's arguments (`--demo` asks for demo data). */
export function readEnv(source: NodeJS.ProcessEnv = process.env, argv: readonly string[] = []): Env {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${issues}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.BETTER_AUTH_SECRET) {
    throw new ConfigError(
      'BETTER_AUTH_SECRET is required in production. Set it to a random string of at least 32 characters (see .env.example).',
    );
  }
  if (e.NODE_ENV === 'production' && !(e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET) && !e.PAYMENTS_TEST_MODE) {
    throw new ConfigError(
      'Payments are not configured. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS_TEST_MODE=true to run the built-in test checkout (it charges no card, so anyone could mark their own deposits and invoices paid).',
    );
  }
  const demoAsked = e.DEMO_DATA || argv.includes('--demo');
  if (e.NODE_ENV === 'production' && demoAsked) {
    throw new ConfigError(
      'Demo data is not allowed in production: the demo users share a published password. Remove --demo / DEMO_DATA, or run without NODE_ENV=production.',
    );
  }
  if (e.BETTER_AUTH_SECRET && e.BETTER_AUTH_SECRET.length < 32) {
    throw new ConfigError('BETTER_AUTH_SECRET must be at least 32 characters long.');
  }
  return toEnv(e, demoAsked);
}

/** Starts the server: database, migrations, seed, HTTP, and the scheduled outbox delivery. */
import 'dotenv/config';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createDeps, openDatabase, prepareDatabase } from './boot';
import { prepareDemoData } from './db/demo-data';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed';
import { ConfigError, readEnv } from './env';
import { createMailDelivery } from './features/mail/mail-delivery';
import { createSetupApp } from './setup-app';

const WEB_DIR = process.env.WEB_DIR ?? fileURLToPath(new URL('../../dist/web', import.meta.url));

async function main() {
  const env = readEnv(process.env, process.argv.slice(2));
  // Lets the connection-setup screen test a database from another machine; printed when it is served.
  const setupCode = newSetupCode();
  let current: { fetch: (req: Request, env?: unknown) => Response | Promise<Response> } = createSetupApp(env, WEB_DIR, setupCode);
  let codePrinted = false;
  const server = serve({ fetch: (req, bindings) => current.fetch(req, bindings), port: env.port }, (info) =>
    console.log(`Linen Service listening on http://localhost:${info.port}`),
  );

  let release = () => {};
  const shutdown = () => {
    server.close();
    release();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  // Until the database answers, the setup app serves the connection-setup screen; then the real app.
  for (;;) {
    try {
      const opened = await openDatabase(env);
      release = opened.release;
      await prepareDatabase(opened.database);
      const deps = await createDeps(opened.database, env);
      if (await prepareDemoData(deps)) printDemoSignIns();
      current = createApp(deps, { webDir: WEB_DIR });
      console.log(`Database ready (${opened.database.kind}${env.databaseUrl ? '' : `, ${env.dataDir}/db`})`);
      startMailDelivery(deps.db, env);
      return;
    } catch (err) {
      if (err instanceof ConfigError) throw err;
      release();
      console.error(`Database unavailable: ${(err as Error).message}. Retrying in 10 s; the setup screen is served meanwhile.`);
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

function startMailDelivery(db: Parameters<typeof createMailDelivery>[0], env: ReturnType<typeof readEnv>) {
  const delivery = createMailDelivery(db, env);
  if (!delivery.enabled) {
    console.log('SMTP_URL is not set: e-mails are kept in the outbox table.');
    return;
  }
  setInterval(() => void delivery.deliverDue().catch((err) => console.error('Outbox delivery failed:', err)), 15_000).unref();
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

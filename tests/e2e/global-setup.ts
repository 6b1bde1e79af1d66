/**
 * Builds the web app and starts the real server on a free port with a fresh database: an empty
 * PGlite directory, or a new database on TEST_DATABASE_URL. Demo data is seeded as on a first start.
 * The server delivers its outbox to a local SMTP catcher, which appends each mail to a file the
 * journeys read (browser.ts waitForMail). Both browser projects (e2e, run in parallel, and
 * e2e-serial, decision 0170) use the one build and server: the second setup finds the first's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { adminQuery, databaseUrl } from '../lib/postgres-admin';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import { filesWithoutCompressedCopies } from '../../vite-plugins/precompress';
import { buildWeb } from '../../scripts/build-web';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** JSON lines, one caught mail each: { to: string[], subject: string, text: string }. */
    mailFile: string;
    /** The built web app the server serves (contract.html among it). */
    webDir: string;
    /** Where browser.ts keeps each demo user's session cookies for the journeys that follow. */
    sessionDir: string;
  }
}

/** The text of a plain single-part mail as nodemailer writes it (7bit, quoted-printable or base64). */
function parseMail(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1].trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8')
        : body;
  return { subject: header('Subject'), text: text.replace(/\r\n/g, '\n') };
}

/** A local SMTP server that accepts everything and appends each mail to the file. */
async function startMailCatcher(mailFile: string): Promise<{ port: number; close: () => Promise<void> }> {
  fs.writeFileSync(mailFile, '');
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('latin1');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), ...parseMail(raw) };
        fs.appendFileSync(mailFile, `${JSON.stringify(mail)}\n`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as net.AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}


interface Running {
  provided: { baseURL: string; mailFile: string; webDir: string; sessionDir: string };
  stop: () => Promise<void>;
  projects: number;
}

/** The one server of this run, shared by the projects whose global setup this is (same process). */
const shared = globalThis as typeof globalThis & { linenE2eServer?: Promise<Running> };

export default async function setup(project: TestProject) {
  shared.linenE2eServer ??= start();
  const running = await shared.linenE2eServer;
  running.projects += 1;
  for (const [key, value] of Object.entries(running.provided)) project.provide(key as keyof Running['provided'], value);
  return async () => {
    running.projects -= 1;
    if (running.projects > 0) return;
    delete shared.linenE2eServer;
    await running.stop();
  };
}

async function start(): Promise<Running> {
  // A build and a data directory of its own, so that several runs can go on side by side.
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'linen-e2e-'));
  const webDir = path.join(workDir, 'web');
  // The same recipe as `npm run build`: the app, the contract page (decision 0150), the /login views (0152).
  buildWeb(webDir);
  // Always a production build (issue 19 L9): React's development runtime never reaches a browser.
  const devBuilt = fs
    .readdirSync(path.join(webDir, 'assets'))
    .filter((f) => f.endsWith('.js') && fs.readFileSync(path.join(webDir, 'assets', f), 'utf8').includes('jsxDEV'));
  if (devBuilt.length) throw new Error(`Development React in the build: ${devBuilt.join(', ')}`);
  // Each build compresses what it wrote: both pages' files must have their brotli and gzip copies.
  const raw = filesWithoutCompressedCopies(webDir);
  if (raw.length > 0) throw new Error(`built files without compressed copies:\n${raw.join('\n')}`);
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = path.join(workDir, 'data');
  const mailFile = path.join(workDir, 'mail.jsonl');
  const sessionDir = path.join(workDir, 'sessions');
  fs.mkdirSync(sessionDir);
  const mailCatcher = await startMailCatcher(mailFile);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    APP_URL: baseURL,
    DATA_DIR: dataDir,
    WEB_DIR: webDir,
    NODE_ENV: 'test',
    DEMO_DATA: 'true', // the journeys sign in as the demo users (NODE_ENV=test seeds nothing by itself)
    // Every journey signs in from 127.0.0.1: scale the per-IP limits up as a busy office would.
    RATE_LIMIT_SCALE: '50',
    SMTP_URL: `smtp://127.0.0.1:${mailCatcher.port}`,
    // Reminder e-mails are looked for every 2 s (default 5 min) and the outbox is sent every half
    // second (default 15 s), so a journey waiting for a mail has it at once.
    REMINDER_INTERVAL_MS: '2000',
    OUTBOX_INTERVAL_MS: '500',
    // The booking-import journey serves its .ics fixture from 127.0.0.1.
    ICAL_ALLOW_PRIVATE: 'true',
  };
  let dropDatabase = async () => {};
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `e2e_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    await adminQuery(url, `create database ${name}`);
    const dbUrl = databaseUrl(url, name);
    env.DATABASE_URL = dbUrl;
    dropDatabase = () => adminQuery(url, `drop database ${name} with (force)`);
  }
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  server.stdout?.on('data', (d) => (log += d));
  server.stderr?.on('data', (d) => (log += d));

  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(`server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    provided: { baseURL, mailFile, webDir, sessionDir },
    projects: 0,
    stop: async () => {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      await mailCatcher.close();
      await dropDatabase();
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}

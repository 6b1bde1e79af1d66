import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { outbox } from '@server/db/schema';
import { readEnv } from '@server/env';
import { createMailDelivery } from '@server/features/mail/mail-delivery';
import { enqueueMail } from '@server/features/mail/outbox.repo';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
let smtp: SMTPServer;
let port: number;
const received: { to: string[]; body: string }[] = [];
let refuse = false;

beforeAll(async () => {
  t = await createTestApp();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(_address, _session, callback) {
      callback(refuse ? new Error('mailbox unavailable') : undefined);
    },
    onData(stream, session, callback) {
      let body = '';
      stream.on('data', (chunk) => (body += chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), body });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await t.close();
});

describe('outbox delivery over SMTP', () => {
  it('sends pending mails and marks them sent; a refused one is retried later', async () => {
    const delivery = createMailDelivery(t.deps.db, readEnv({ SMTP_URL: `smtp://127.0.0.1:${port}`, NODE_ENV: 'test' }));
    await enqueueMail(t.deps.db, [{ to: 'office@provider.example', subject: 'New sign-up: Penny', text: 'Penny signed up.', kind: 'signup-notification' }]);
    expect(await delivery.deliverDue()).toBe(1);
    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual(['office@provider.example']);
    expect(received[0].body).toContain('Penny signed up.');
    const [sent] = await t.deps.db.select().from(outbox).where(eq(outbox.toAddress, 'office@provider.example'));
    expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await delivery.deliverDue()).toBe(0); // nothing is sent twice

    refuse = true;
    await enqueueMail(t.deps.db, [{ to: 'bounce@provider.example', subject: 'Hi', text: 'x', kind: 'test' }]);
    await delivery.deliverDue();
    const [failed] = await t.deps.db.select().from(outbox).where(eq(outbox.toAddress, 'bounce@provider.example'));
    expect(failed.status).toBe('pending');
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toMatch(/mailbox unavailable/);
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('keeps mails in the outbox when SMTP_URL is not set', async () => {
    const delivery = createMailDelivery(t.deps.db, readEnv({ NODE_ENV: 'test' }));
    expect(delivery.enabled).toBe(false);
    expect(await delivery.deliverDue()).toBe(0);
  });
});

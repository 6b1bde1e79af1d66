/**
 * Delivers the outbox over SMTP when SMTP_URL is set. Only one instance delivers at a time: the
 * batch runs under a PostgreSQL advisory lock.
 */
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { dueMails, markFailed, markSent, tryDeliveryLock } from './outbox.repo';

export function createMailDelivery(db: Db, env: Env) {
  const transport = env.smtpUrl ? nodemailer.createTransport(env.smtpUrl) : null;

  /** Sends what is due by the database's clock (so a mail written a microsecond ago is due). */
  async function deliverDue(): Promise<number> {
    if (!transport) return 0;
    return db.transaction(async (tx) => {
      if (!(await tryDeliveryLock(tx))) return 0; // another instance is delivering
      const mails = await dueMails(tx, 20);
      for (const mail of mails) {
        try {
          await transport.sendMail({ from: env.mailFrom, to: mail.toAddress, subject: mail.subject, text: mail.textBody });
          await markSent(tx, mail.id, new Date());
        } catch (err) {
          await markFailed(tx, mail.id, mail.attempts, (err as Error).message, new Date());
        }
      }
      return mails.length;
    });
  }

  return { enabled: transport !== null, deliverDue };
}

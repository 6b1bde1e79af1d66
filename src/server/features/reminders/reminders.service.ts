/**
 * The reminder job (issue 9 item 8): reads what is due (a pure rule in shared/domain/reminders), finds
 * each subject's owner users who have not switched the kind off, and sends each mail once. The run
 * holds an advisory lock so one instance does it; each mail is a savepoint that inserts its
 * reminder_sends row (unique kind, subject, stage, recipient) with ON CONFLICT DO NOTHING and puts
 * the mail in the outbox only when that row was new. A mail is therefore never sent twice, even by
 * instances whose runs overlap or by a run that fails halfway.
 */
import { resolvePermissions } from '@shared/domain/permissions';
import { dueReminders, reminderLookback, remindsRecipient, type DueReminder } from '@shared/domain/reminders';
import type { AppDeps } from '../../lib/context';
import { hireClockTermsFor } from '../charges';
import { about, enqueueMail, ownerRecipients, type OwnerRecipient } from '../mail';
import { findActiveAssignment } from '../users';
import { reminderMail } from './reminder-mail-templates';
import {
  changeoverMovesSince,
  claimReminder,
  decisionsSince,
  optOutKeys,
  tryReminderLock,
  unpaidSince,
} from './reminders.repo';
import { signUnsubscribeToken, unsubscribeKey } from './unsubscribe-token';
import { logError } from '../../lib/log-error';

/** How often the scheduled job runs (REMINDER_INTERVAL_MS overrides it). */
export const REMINDER_EVERY_MS = 5 * 60_000;

export type ReminderDeps = Pick<AppDeps, 'db' | 'now'> & { env: Pick<AppDeps['env'], 'appUrl'> };

/** Runs the job once; returns how many mails this call put in the outbox. */
export async function runReminders(deps: ReminderDeps): Promise<number> {
  const now = deps.now();
  const since = reminderLookback(now);
  const due = dueReminders(
    {
      decisions: await decisionsSince(deps.db, since),
      changeoverMoves: await changeoverMovesSince(deps.db, since),
      unpaid: await unpaidSince(deps.db, since),
    },
    now,
  );
  if (due.length === 0) return 0;
  const recipients = await ownerRecipients(deps.db, [...new Set(due.map((d) => d.clientId))]);
  const superadmin = new Map(recipients.map((r) => [r.userId, r.isSuperadmin]));
  const optedOut = await optOutKeys(deps.db, [...superadmin.keys()]);
  const flagsOf = new Map(
    await Promise.all(
      [...superadmin].map(async ([userId, isSuperadmin]) => {
        const flags = resolvePermissions({ isSuperadmin, assignment: await findActiveAssignment(deps.db, userId) });
        return [userId, flags] as const;
      }),
    ),
  );
  const sends: { reminder: DueReminder; to: OwnerRecipient }[] = [];
  for (const reminder of due) {
    for (const to of recipients) {
      if (to.clientId !== reminder.clientId || optedOut.has(`${to.userId}:${reminder.kind}`)) continue;
      if (!remindsRecipient(reminder, { userId: to.userId, flags: flagsOf.get(to.userId)! })) continue;
      sends.push({ reminder, to });
    }
  }
  if (sends.length === 0) return 0;
  const key = await unsubscribeKey(deps.db);
  // The changeover mail states the hire clock's charge in force for its property (issue 18).
  const clockProperties = [...new Set(sends.flatMap(({ reminder: r }) => (r.kind === 'changeover_due' && r.row.propertyId ? [r.row.propertyId] : [])))];
  const clock = clockProperties.length ? await hireClockTermsFor(deps.db, clockProperties) : null;
  const termsOf = (r: DueReminder) =>
    r.kind === 'changeover_due' && clock ? ((r.row.propertyId && clock.byProperty.get(r.row.propertyId)) || clock.provider) : undefined;
  return deps.db.transaction(async (tx) => {
    if (!(await tryReminderLock(tx))) return 0;
    let sent = 0;
    for (const { reminder, to } of sends) {
      const { kind, subjectId, stage } = reminder;
      try {
        const claimed = await tx.transaction(async (one) => {
          if (!(await claimReminder(one, { kind, subjectId, stage, recipient: to.userId, sentAt: now }))) return false;
          await enqueueMail(
            one,
            about([reminderMail(reminder, to, deps.env.appUrl, signUnsubscribeToken(key, to.userId, kind), termsOf(reminder))], { userId: to.userId }),
          );
          return true;
        });
        if (claimed) sent += 1;
      } catch (err) {
        // Rolled back to its savepoint: this one mail is tried again next run; the others go on.
        logError(`Reminder ${kind} ${subjectId} ${stage} for ${to.userId} failed`, err);
      }
    }
    return sent;
  });
}

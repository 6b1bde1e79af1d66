/**
 * Reminder e-mails (issue 9 item 8; spec part 2 §1 notices): the kinds a user can switch off, and
 * which subjects are due a reminder at `now`. Pure: the server reads candidate rows and asks here.
 *
 * Windows keep a first deploy from mailing years of history:
 * - request_decisions: a request accepted or declined in the last 3 days (stage = the decision);
 * - changeover_due: a card moved (by a person or the 14-day rule) to changeover_due in the last 3 days;
 * - payment_reminders: an unpaid collection invoice or damage charge at 7 <= age < 10 days (stage '7d')
 *   and at 10 <= age < 14 days (stage '10d', the deadline).
 */
import type { NotificationKind } from '../schemas/requests';
import { canPayCollections } from './collections';
import type { PermissionFlags } from './permissions';

export const NOTIFICATION_KINDS = ['request_decisions', 'changeover_due', 'payment_reminders'] as const satisfies readonly NotificationKind[];

export const NOTIFICATION_KIND_INFO: Record<NotificationKind, { label: string; description: string }> = {
  request_decisions: {
    label: 'Linen request decisions',
    description: 'When a linen request of yours is accepted or declined, by our team or by the 48-hour rule.',
  },
  changeover_due: {
    label: 'Changeover due',
    description: 'When linen at one of your properties is due a changeover (after 14 days on beds).',
  },
  payment_reminders: {
    label: 'Payment reminders',
    description: 'When a collection invoice or damage charge is still unpaid 7 days after it was entered, and on the 10-day deadline.',
  },
};

export const REMINDER_MESSAGES = {
  unsubscribeInvalid: 'This unsubscribe link is not valid. Open the link from the e-mail again, or switch e-mails off in Settings.',
} as const;

export function isNotificationKind(value: string): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/**
 * The kind an unsubscribe token names ('<user>.<kind>.<signature>'), for the page to say what it will
 * stop before the button is pressed; null when it names none. Only the server checks the signature.
 */
export function unsubscribeTokenKind(token: string): NotificationKind | null {
  const kind = token.split('.')[1] ?? '';
  return isNotificationKind(kind) ? kind : null;
}

const DAY_MS = 86_400_000;
/** How far back a decision or a move to changeover_due still earns a mail. */
export const RECENT_EVENT_DAYS = 3;
/** Payment stages: [from, until) days after entry. */
export const PAYMENT_STAGES = [
  { stage: '7d', fromDays: 7, untilDays: 10 },
  { stage: '10d', fromDays: 10, untilDays: 14 },
] as const;
export type PaymentStage = (typeof PAYMENT_STAGES)[number]['stage'];

/** The oldest instant any candidate row can still be due: the server reads rows from here on. */
export function reminderLookback(now: Date): Date {
  const days = Math.max(RECENT_EVENT_DAYS, ...PAYMENT_STAGES.map((s) => s.untilDays));
  return new Date(now.getTime() - days * DAY_MS);
}

export interface DecisionRow {
  requestId: string;
  clientId: string | null;
  propertyName: string;
  requestedDate: string;
  status: 'pending' | 'accepted' | 'declined';
  decidedAt: Date | null;
  /** Null when the 48-hour rule decided it. */
  decidedBy: string | null;
  declineReason: string | null;
}

export interface ChangeoverMoveRow {
  eventId: string;
  clientId: string;
  /** The card's property (issue 18: the mail states its hire-clock charge). */
  propertyId?: string;
  propertyName: string;
  kind: string;
  toStatus: string | null;
  at: Date;
}

export interface UnpaidRow {
  /** 'collection' — a changeovers row's invoice; 'damage' — a charged damage activity. */
  what: 'collection' | 'damage';
  id: string;
  clientId: string;
  propertyName: string;
  amountPence: number;
  enteredAt: Date;
}

export type DueReminder =
  | { kind: 'request_decisions'; subjectId: string; stage: string; clientId: string; row: DecisionRow }
  | { kind: 'changeover_due'; subjectId: string; stage: string; clientId: string; row: ChangeoverMoveRow }
  | { kind: 'payment_reminders'; subjectId: string; stage: PaymentStage; clientId: string; row: UnpaidRow };

const ageDays = (at: Date, now: Date) => (now.getTime() - at.getTime()) / DAY_MS;
const isRecent = (at: Date, now: Date) => {
  const age = ageDays(at, now);
  return age >= 0 && age < RECENT_EVENT_DAYS;
};

/** The payment stage an entry of this age is in, or null outside both windows. */
export function paymentStage(enteredAt: Date, now: Date): PaymentStage | null {
  const age = ageDays(enteredAt, now);
  return PAYMENT_STAGES.find((s) => age >= s.fromDays && age < s.untilDays)?.stage ?? null;
}

export interface ReminderCandidates {
  decisions: DecisionRow[];
  changeoverMoves: ChangeoverMoveRow[];
  unpaid: UnpaidRow[];
}

/** Every (kind, subject, stage) due at `now`; the caller sends each once per recipient. */
export function dueReminders(rows: ReminderCandidates, now: Date): DueReminder[] {
  const due: DueReminder[] = [];
  for (const row of rows.decisions) {
    if (row.status === 'pending' || !row.decidedAt || !row.clientId || !isRecent(row.decidedAt, now)) continue;
    due.push({ kind: 'request_decisions', subjectId: row.requestId, stage: row.status, clientId: row.clientId, row });
  }
  for (const row of rows.changeoverMoves) {
    if (row.toStatus !== 'changeover_due' || (row.kind !== 'moved' && row.kind !== 'auto_moved') || !isRecent(row.at, now)) continue;
    due.push({ kind: 'changeover_due', subjectId: row.eventId, stage: '', clientId: row.clientId, row });
  }
  for (const row of rows.unpaid) {
    const stage = row.amountPence > 0 ? paymentStage(row.enteredAt, now) : null;
    if (!stage) continue;
    due.push({ kind: 'payment_reminders', subjectId: `${row.what}:${row.id}`, stage, clientId: row.clientId, row });
  }
  return due;
}

/**
 * Whether an owner user of the subject's client is told of this reminder: never of a request decision
 * they made themselves, and of an unpaid collection invoice only when they may pay it (the portal's
 * Payments due lists it only to them).
 */
export function remindsRecipient(reminder: DueReminder, to: { userId: string; flags: Pick<PermissionFlags, 'collections_view'> }): boolean {
  if (reminder.kind === 'request_decisions') return reminder.row.decidedBy !== to.userId;
  if (reminder.kind === 'payment_reminders' && reminder.row.what === 'collection') return canPayCollections(to.flags);
  return true;
}

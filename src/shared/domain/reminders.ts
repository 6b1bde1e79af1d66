/**
 * Reminder e-mails (issue 9 item 8; docs/product.md §2.1 notices): the kinds a user can switch off, and
 * which subjects are due a reminder at `now`. Pure: the server reads candidate rows and asks here.
 *
 * Windows keep a first deploy from mailing years of history:
 * - request_decisions: a request accepted or declined in the last 3 days (stage = the decision);
 * - changeover_due: a card moved (by a person or the 14-day rule) to changeover_due in the last 3 days;
 * - payment_reminders (decision 0163): only for what the owner can see and pay under Payments due (an unpaid
 *   collection invoice once collected, to those who may pay collections; a damage charge once staff requested
 *   it), and only while its deadline (entry + 10 days) is still ahead when the mail goes: the notice at
 *   7 <= age < 9 days (stage '7d') and the last reminder in the final day before the deadline, 9 <= age < 10
 *   (stage 'last_day'). Nothing once the deadline has passed: an overdue item is the late-fee's business, not a
 *   reminder's. A stage is skipped when the owner could not yet see the item when the stage began (a damage
 *   requested after it: the request's own e-mail gave the deadline).
 */
import type { NotificationKind } from '../schemas/requests';
import { paymentDeadline } from './payment-deadline';
import { canPayCollections } from './abilities/collections';
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
    description:
      'When a collection invoice or damage charge you were asked to pay is still unpaid 7 days after it was entered, and the day before its 10-day deadline.',
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
  { stage: '7d', fromDays: 7, untilDays: 9 },
  { stage: 'last_day', fromDays: 9, untilDays: 10 },
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
  /** 'collection' — a changeovers row's invoice; 'damage' — a damage activity whose charge staff requested. */
  what: 'collection' | 'damage';
  id: string;
  clientId: string;
  propertyName: string;
  amountPence: number;
  enteredAt: Date;
  /**
   * Since when the owner can see it under Payments due: a collection from its collection, a damage from
   * staff's charge request. Null: never shown to the owner (a damage never requested), so never reminded.
   */
  visibleSince: Date | null;
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

/**
 * The payment stage an unpaid item is due at `now`, or null: nothing owed, not shown to the owner (never
 * requested), its deadline already passed, outside both windows, or first shown after the stage began.
 */
export function paymentReminderStage(row: Pick<UnpaidRow, 'amountPence' | 'enteredAt' | 'visibleSince'>, now: Date): PaymentStage | null {
  if (!(row.amountPence > 0) || !row.visibleSince) return null;
  if (paymentDeadline(row.enteredAt).getTime() <= now.getTime()) return null;
  const stage = paymentStage(row.enteredAt, now);
  const window = PAYMENT_STAGES.find((s) => s.stage === stage);
  if (!stage || !window) return null;
  const stageBegan = row.enteredAt.getTime() + window.fromDays * DAY_MS;
  return row.visibleSince.getTime() <= stageBegan ? stage : null;
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
    const stage = paymentReminderStage(row, now);
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
  if (reminder.kind === 'payment_reminders' && reminder.row.what === 'collection') return canPayCollections(to);
  return true;
}

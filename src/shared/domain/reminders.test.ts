import { describe, expect, it } from 'vitest';
import {
  dueReminders,
  isNotificationKind,
  unsubscribeTokenKind,
  NOTIFICATION_KIND_INFO,
  NOTIFICATION_KINDS,
  paymentReminderStage,
  paymentStage,
  reminderLookback,
  remindsRecipient,
  type ChangeoverMoveRow,
  type DecisionRow,
  type UnpaidRow,
} from './reminders';
import { paymentDeadline } from './payment-deadline';

const DAY = 86_400_000;
const now = new Date('2026-11-24T12:00:00Z');
const ago = (days: number) => new Date(now.getTime() - days * DAY);

const decision = (over: Partial<DecisionRow> = {}): DecisionRow => ({
  requestId: 'r1',
  clientId: 'c1',
  propertyName: 'Sea View',
  requestedDate: '2026-11-30',
  status: 'accepted',
  decidedAt: ago(1),
  decidedBy: 'u1',
  declineReason: null,
  ...over,
});
const move = (over: Partial<ChangeoverMoveRow> = {}): ChangeoverMoveRow => ({
  eventId: 'e1',
  clientId: 'c1',
  propertyName: 'Sea View',
  kind: 'auto_moved',
  toStatus: 'changeover_due',
  at: ago(1),
  ...over,
});
const unpaid = (over: Partial<UnpaidRow> = {}): UnpaidRow => ({
  what: 'collection',
  id: 'x1',
  clientId: 'c1',
  propertyName: 'Sea View',
  amountPence: 4500,
  enteredAt: ago(8),
  visibleSince: ago(8),
  ...over,
});
const only = (rows: Partial<Parameters<typeof dueReminders>[0]>) => dueReminders({ decisions: [], changeoverMoves: [], unpaid: [], ...rows }, now);

describe('notification kinds', () => {
  it('has a label and a description for every kind, and recognises only those kinds', () => {
    for (const kind of NOTIFICATION_KINDS) {
      expect(NOTIFICATION_KIND_INFO[kind].label.length).toBeGreaterThan(3);
      expect(NOTIFICATION_KIND_INFO[kind].description.length).toBeGreaterThan(10);
      expect(isNotificationKind(kind)).toBe(true);
    }
    expect(isNotificationKind('marketing')).toBe(false);
  });

  it('reads the kind an unsubscribe token names, or none', () => {
    expect(unsubscribeTokenKind('dXNlcg.payment_reminders.sig')).toBe('payment_reminders');
    expect(unsubscribeTokenKind('dXNlcg.marketing.sig')).toBeNull();
    expect(unsubscribeTokenKind('nonsense')).toBeNull();
  });
});

describe('paymentStage', () => {
  it.each([
    [6.99, null],
    [7, '7d'],
    [8.99, '7d'],
    [9, 'last_day'],
    [9.99, 'last_day'],
    [10, null],
    [14, null],
    [400, null],
  ])('at %s days old is %s', (days, stage) => {
    expect(paymentStage(ago(days), now)).toBe(stage);
  });

  it('puts the deadline 10 days after entry', () => {
    expect(paymentDeadline(ago(10)).toISOString()).toBe(now.toISOString());
  });
});

describe('dueReminders', () => {
  it('mails a decision made in the last 3 days, staged by the decision', () => {
    expect(only({ decisions: [decision()] })).toMatchObject([{ kind: 'request_decisions', subjectId: 'r1', stage: 'accepted', clientId: 'c1' }]);
    expect(only({ decisions: [decision({ status: 'declined', decidedAt: ago(2.99) })] })).toMatchObject([{ stage: 'declined' }]);
    expect(only({ decisions: [decision({ decidedAt: ago(3) })] })).toEqual([]);
  });

  it('skips pending requests, undated decisions, requests with no client and future-dated decisions', () => {
    expect(only({ decisions: [decision({ status: 'pending' })] })).toEqual([]);
    expect(only({ decisions: [decision({ decidedAt: null })] })).toEqual([]);
    expect(only({ decisions: [decision({ clientId: null })] })).toEqual([]);
    expect(only({ decisions: [decision({ decidedAt: new Date(now.getTime() + 1000) })] })).toEqual([]);
  });

  it('mails a move to changeover_due (by a person or the 14-day rule) in the last 3 days, once per move', () => {
    expect(only({ changeoverMoves: [move(), move({ eventId: 'e2', kind: 'moved' })] })).toMatchObject([
      { kind: 'changeover_due', subjectId: 'e1', stage: '' },
      { kind: 'changeover_due', subjectId: 'e2', stage: '' },
    ]);
    expect(only({ changeoverMoves: [move({ at: ago(3) })] })).toEqual([]);
    expect(only({ changeoverMoves: [move({ toStatus: 'on_beds' })] })).toEqual([]);
    expect(only({ changeoverMoves: [move({ kind: 'updated' })] })).toEqual([]);
  });

  it('mails an unpaid collection or requested damage at the 7-day notice and in the last day before the deadline, not before, after or when nothing is owed', () => {
    expect(only({ unpaid: [unpaid()] })).toMatchObject([{ kind: 'payment_reminders', subjectId: 'collection:x1', stage: '7d' }]);
    expect(only({ unpaid: [unpaid({ what: 'damage', enteredAt: ago(9.5), visibleSince: ago(9.5) })] })).toMatchObject([
      { subjectId: 'damage:x1', stage: 'last_day' },
    ]);
    expect(only({ unpaid: [unpaid({ enteredAt: ago(6.9), visibleSince: ago(6.9) })] })).toEqual([]);
    expect(only({ unpaid: [unpaid({ enteredAt: ago(14), visibleSince: ago(14) })] })).toEqual([]);
    expect(only({ unpaid: [unpaid({ amountPence: 0 })] })).toEqual([]);
  });

  it('never reminds of a damage staff never requested (the owner cannot see or pay it)', () => {
    expect(only({ unpaid: [unpaid({ what: 'damage', visibleSince: null })] })).toEqual([]);
    expect(only({ unpaid: [unpaid({ what: 'damage', enteredAt: ago(9.5), visibleSince: null })] })).toEqual([]);
  });

  it('sends nothing once the deadline has passed: no "due" mail for something already overdue', () => {
    for (const days of [10, 10.01, 11, 13.99]) {
      expect(paymentReminderStage({ amountPence: 800, enteredAt: ago(days), visibleSince: ago(days) }, now)).toBeNull();
    }
    expect(paymentReminderStage({ amountPence: 800, enteredAt: ago(9.99), visibleSince: ago(9.99) }, now)).toBe('last_day');
  });

  it('skips a stage that began before the owner could see the item (the request mail gave the deadline)', () => {
    // Requested on day 8: no 7-day notice; the last-day reminder still comes on day 9.
    expect(paymentReminderStage({ amountPence: 800, enteredAt: ago(8.5), visibleSince: ago(0.5) }, now)).toBeNull();
    expect(paymentReminderStage({ amountPence: 800, enteredAt: ago(9.5), visibleSince: ago(1.5) }, now)).toBe('last_day');
    // Requested within the last day: no reminder at all.
    expect(paymentReminderStage({ amountPence: 800, enteredAt: ago(9.5), visibleSince: ago(0.2) }, now)).toBeNull();
  });

  it('reads far enough back for the last payment stage', () => {
    expect(reminderLookback(now).toISOString()).toBe(ago(10).toISOString());
  });
});

describe('remindsRecipient', () => {
  const may = { collections_view: true };
  const mayNot = { collections_view: false };
  const [decided] = only({ decisions: [decision({ decidedBy: 'u1' })] });
  const [collection] = only({ unpaid: [unpaid()] });
  const [damage] = only({ unpaid: [unpaid({ what: 'damage' })] });
  const [changeover] = only({ changeoverMoves: [move()] });

  it('tells nobody of a decision they made themselves', () => {
    expect(remindsRecipient(decided, { userId: 'u1', flags: may })).toBe(false);
    expect(remindsRecipient(decided, { userId: 'u2', flags: mayNot })).toBe(true);
  });

  it('reminds of an unpaid collection invoice only those who may pay it; damages and changeovers to every owner', () => {
    expect(remindsRecipient(collection, { userId: 'u2', flags: may })).toBe(true);
    expect(remindsRecipient(collection, { userId: 'u2', flags: mayNot })).toBe(false);
    expect(remindsRecipient(damage, { userId: 'u2', flags: mayNot })).toBe(true);
    expect(remindsRecipient(changeover, { userId: 'u2', flags: mayNot })).toBe(true);
  });
});

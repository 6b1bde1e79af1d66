import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUDIT_KINDS, auditKindFilter, auditKindOf, auditRange, auditSummary, type AuditKind, type AuditKindRule } from './audit';
import { londonMidnight } from './london-time';

describe('auditKindOf', () => {
  it.each<[string, AuditKind]>([
    ['auth.sign_in', 'sign_in'],
    ['auth.sign_in_failed', 'sign_in'],
    ['auth.sign_out_device', 'sign_in'],
    ['user.password_change', 'sign_in'],
    ['user.role', 'users_roles'],
    ['user.delete', 'users_roles'],
    ['role.permissions_changed', 'users_roles'],
    ['contract.signed', 'contracts'],
    ['client_contract.delete', 'contracts'],
    ['payment.completed', 'payments'],
    ['subscription.canceled', 'payments'],
    ['damage.charge_requested', 'damages'],
    ['linen_card.damages', 'damages'],
    ['linen_card.move-to-changeover', 'linen_cards'],
    ['linen_card.auto_move', 'linen_cards'],
    ['linen_request.accept', 'linen_cards'],
    ['client.status_changed', 'clients_properties'],
    ['client.delete', 'clients_properties'],
    ['property.archive', 'clients_properties'],
    ['stock.updated', 'stock'],
    ['data.exported', 'data_requests'],
    ['data.erased', 'data_requests'],
    ['calendar_event.create', 'other'],
    ['cleaning_team.delete', 'other'],
    ['', 'other'],
    ['authentic', 'other'],
  ])('%s is %s', (action, kind) => {
    expect(auditKindOf(action)).toBe(kind);
  });
});

const ruleMatches = (r: AuditKindRule, action: string) => (r.match === 'exact' ? action === r.value : action.startsWith(r.value));

/** Evaluates the database filter in memory, as the SQL does. */
function inFilter(kind: AuditKind, action: string): boolean {
  const { include, exclude } = auditKindFilter(kind);
  const included = include === 'all' || include.some((r) => ruleMatches(r, action));
  return included && !exclude.some((r) => ruleMatches(r, action));
}

describe('auditKindFilter', () => {
  const prefixes = ['auth.', 'user.', 'role.', 'contract.', 'payment.', 'damage.', 'linen_card.', 'client.', 'stock.', 'data.', 'calendar.', ''];
  const actions = fc.tuple(fc.constantFrom(...prefixes), fc.constantFrom('sign_in', 'damages', 'password_change', 'x', 'updated', ''));
  it('selects exactly the actions auditKindOf gives that kind (one kind per action)', () => {
    fc.assert(
      fc.property(actions, ([prefix, rest]) => {
        const action = prefix + rest;
        const kinds = AUDIT_KINDS.filter((k) => inFilter(k, action));
        expect(kinds).toEqual([auditKindOf(action)]);
      }),
    );
  });
});

describe('auditSummary', () => {
  it('words a card move with the statuses', () => {
    expect(auditSummary('linen_card.move-to-transit', { from: 'changeover_due', to: 'in_transit' })).toBe(
      'Moved a card from Changeover Due to In Transit',
    );
  });
  it('names the e-mail of a failed sign-in and the amount of a payment', () => {
    expect(auditSummary('auth.sign_in_failed', { email: 'x@y.example' })).toBe('Failed sign-in for x@y.example');
    expect(auditSummary('payment.completed', { purpose: 'collection', amountPence: 1250 })).toBe('Payment received for a collection (£12.50)');
  });
  it('falls back to the action in words', () => {
    expect(auditSummary('calendar_event.create', {})).toBe('Calendar event create');
  });
});

describe('London days', () => {
  it('midnight is 00:00 UTC in winter and 23:00 UTC the day before in summer', () => {
    expect(londonMidnight('2026-01-15').toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(londonMidnight('2026-07-01').toISOString()).toBe('2026-06-30T23:00:00.000Z');
    // The days the clocks change.
    expect(londonMidnight('2026-03-29').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(londonMidnight('2026-10-25').toISOString()).toBe('2026-10-24T23:00:00.000Z');
  });
  it('the range ends before the midnight after the last day', () => {
    expect(auditRange('2026-07-01', '2026-07-01')).toEqual({
      since: new Date('2026-06-30T23:00:00.000Z'),
      before: new Date('2026-07-01T23:00:00.000Z'),
    });
    expect(auditRange(undefined, undefined)).toEqual({ since: undefined, before: undefined });
  });
});

import { describe, expect, it } from 'vitest';
import { auditKindOf } from './audit';
import { AUDIT_ACTIONS, isAuditAction, linenMoveAction } from './audit-events';
import { MOVES, type LinenMove } from './linen';

/**
 * Actions the viewer files under 'Other' on purpose: no kind of the filter (sign-in, users & roles,
 * contracts, payments, damages, linen cards, clients & properties, stock, data requests) covers them.
 */
const DELIBERATELY_OTHER = [
  'cleaning_team.create',
  'cleaning_team.update',
  'cleaning_team.deactivate',
  'cleaning_team.delete',
  'calendar_event.create',
  'calendar_event.delete',
  'calendar_feed.create',
  'calendar_feed.reset',
  'calendar_feed.delete',
  'notifications.opt_in',
  'notifications.opt_out',
  'charge.created',
  'charge.paid',
  'charge.waived',
  'charge_settings.update',
  'business_details.update',
  'business_details.logo_upload',
  'business_details.logo_remove',
  'deposit.refund',
  'deposit.refund_succeeded',
  'deposit.refund_failed',
  'deposit.refund_unmatched',
  'postcodes.imported', // the super admin's postcode directory (issue 24): system data, no kind of the filter
];

describe('AUDIT_ACTIONS', () => {
  it('lists each action once', () => {
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
  });

  it('files every action under a kind of the viewer, apart from those deliberately under Other', () => {
    const other = AUDIT_ACTIONS.filter((action) => auditKindOf(action) === 'other');
    expect([...other].sort()).toEqual([...DELIBERATELY_OTHER].sort());
  });

  it('holds the audit action of every card move', () => {
    for (const move of Object.keys(MOVES) as LinenMove[]) expect(isAuditAction(linenMoveAction(move))).toBe(true);
    expect(isAuditAction('linen_card.teleport')).toBe(false);
  });
});

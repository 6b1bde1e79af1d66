import { describe, expect, it } from 'vitest';
import {
  decideByLeadTime,
  REQUEST_MESSAGES,
  requestEventId,
  requestEventTitle,
  serviceInstant,
  welcomeNameOf,
  preselectedRequestProperty,
} from './linen-requests';
import { canDecideRequests, canRequestLinen, canSeeDashboard, canSeeRequestsPage } from './abilities';
import { resolvePermissions, roleFlags } from './permissions';

const HOUR = 3_600_000;
const MINUTE = 60_000;
/** `now` that many milliseconds before 08:00 London on `day`. */
const before = (day: string, ms: number) => new Date(serviceInstant(day).getTime() - ms);

describe('serviceInstant: 08:00 Europe/London', () => {
  it('is 08:00 UTC in winter and 07:00 UTC in summer time', () => {
    expect(serviceInstant('2026-01-15').toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(serviceInstant('2026-07-15').toISOString()).toBe('2026-07-15T07:00:00.000Z');
  });

  it('follows the clock changes on their own days (29 March and 25 October 2026)', () => {
    expect(serviceInstant('2026-03-28').toISOString()).toBe('2026-03-28T08:00:00.000Z');
    expect(serviceInstant('2026-03-29').toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(serviceInstant('2026-10-24').toISOString()).toBe('2026-10-24T07:00:00.000Z');
    expect(serviceInstant('2026-10-25').toISOString()).toBe('2026-10-25T08:00:00.000Z');
  });
});

describe('decideByLeadTime: more than 48 hours before 08:00 London', () => {
  const declined = { status: 'declined', reason: REQUEST_MESSAGES.tooLate };

  it.each(['2026-01-20', '2026-07-20'])('on %s: 47:59 declined, 48:00 declined, 48:01 accepted', (day) => {
    expect(decideByLeadTime(day, before(day, 47 * HOUR + 59 * MINUTE))).toEqual(declined);
    expect(decideByLeadTime(day, before(day, 48 * HOUR))).toEqual(declined);
    expect(decideByLeadTime(day, before(day, 48 * HOUR + MINUTE))).toEqual({ status: 'accepted' });
  });

  it('counts real hours across the March change (clocks go forward on Sunday 29 March 2026)', () => {
    // Monday 30 March 08:00 BST is 07:00 UTC; 48 real hours earlier is 07:00 GMT on Saturday 28 March.
    expect(serviceInstant('2026-03-30').toISOString()).toBe('2026-03-30T07:00:00.000Z');
    expect(decideByLeadTime('2026-03-30', new Date('2026-03-28T07:01:00Z'))).toEqual(declined); // 47:59
    expect(decideByLeadTime('2026-03-30', new Date('2026-03-28T07:00:00Z'))).toEqual(declined); // 48:00
    expect(decideByLeadTime('2026-03-30', new Date('2026-03-28T06:59:00Z'))).toEqual({ status: 'accepted' }); // 48:01
    // 08:00 London on Saturday is only 47 real hours before Monday 08:00 BST.
    expect(decideByLeadTime('2026-03-30', new Date('2026-03-28T08:00:00Z'))).toEqual(declined);
  });

  it('counts real hours across the October change (clocks go back on Sunday 25 October 2026)', () => {
    // Monday 26 October 08:00 GMT = 08:00 UTC; 48 hours before is 08:00 UTC Saturday 24 October = 09:00 BST.
    expect(decideByLeadTime('2026-10-26', new Date('2026-10-24T08:01:00Z'))).toEqual(declined); // 47:59
    expect(decideByLeadTime('2026-10-26', new Date('2026-10-24T08:00:00Z'))).toEqual(declined); // 48:00
    expect(decideByLeadTime('2026-10-26', new Date('2026-10-24T07:59:00Z'))).toEqual({ status: 'accepted' }); // 48:01
    // 08:00 BST on Saturday (07:00 UTC) is 49 real hours before: accepted.
    expect(decideByLeadTime('2026-10-26', new Date('2026-10-24T07:00:00Z'))).toEqual({ status: 'accepted' });
  });

  it("never depends on the caller's time zone: only instants are compared", () => {
    const day = '2026-05-10';
    expect(decideByLeadTime(day, new Date('2026-05-08T06:59:59Z'))).toEqual({ status: 'accepted' });
    expect(decideByLeadTime(day, new Date('2026-05-08T07:00:00Z'))).toEqual(declined);
  });

  it('declines a date in the past or today', () => {
    expect(decideByLeadTime('2026-05-10', new Date('2026-05-10T12:00:00Z'))).toEqual(declined);
  });
});

describe('request event and rights', () => {
  it('titles the event by status and names it linen-{id}', () => {
    expect(requestEventTitle('Anna Cottage', 'pending')).toBe('Linen service: Anna Cottage');
    expect(requestEventTitle('Anna Cottage', 'accepted')).toContain('ACCEPTED');
    expect(requestEventTitle('Anna Cottage', 'declined')).toContain('DECLINED');
    expect(requestEventId('abc')).toBe('linen-abc');
  });

  const who = (role: Parameters<typeof roleFlags>[0]) => ({ flags: roleFlags(role), isSuperadmin: false });
  const superAdmin = { flags: resolvePermissions({ isSuperadmin: true, assignment: null }), isSuperadmin: true };

  it('lets owners, staff with kanban_edit and super admins request and decide; not couriers', () => {
    for (const w of [who('client'), who('staff'), who('manager'), superAdmin]) {
      expect(canRequestLinen(w)).toBe(true);
      expect(canDecideRequests(w)).toBe(true);
    }
    expect(canRequestLinen(who('courier'))).toBe(false);
    expect(canDecideRequests(who('courier'))).toBe(false);
  });

  it('shows the dashboard to owners and super admins, the requests page to provider staff', () => {
    expect(canSeeDashboard(who('client'))).toBe(true);
    expect(canSeeDashboard(superAdmin)).toBe(true);
    expect(canSeeDashboard(who('manager'))).toBe(false);
    expect(canSeeRequestsPage(who('manager'))).toBe(true);
    expect(canSeeRequestsPage(who('courier'))).toBe(true);
    expect(canSeeRequestsPage(who('client'))).toBe(false);
  });

  it('welcomes by contact name, then client name, then Property Owner', () => {
    expect(welcomeNameOf({ contactName: 'Anna Smith', name: 'Anna Lets' })).toBe('Anna Smith');
    expect(welcomeNameOf({ contactName: '  ', name: 'Anna Lets' })).toBe('Anna Lets');
    expect(welcomeNameOf(null)).toBe('Property Owner');
  });
});

describe('Request Linen Service preselects the only property', () => {
  it('picks the one property, and none of several or of none', () => {
    expect(preselectedRequestProperty([{ id: 'p1' }])).toBe('p1');
    expect(preselectedRequestProperty([{ id: 'p1' }, { id: 'p2' }])).toBe('');
    expect(preselectedRequestProperty([])).toBe('');
  });
});

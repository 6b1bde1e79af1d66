import { describe, expect, it } from 'vitest';
import { ZCreateClient, ZCreateClientContract, ZPortalPassword, ZUpdateClient } from '../schemas/clients';
import {
  canConvertToCustomer,
  clientKey,
  daysSince,
  formatSecondaryEmails,
  invalidSecondaryEmail,
  isEmailAddress,
  linenServiceText,
  ownerEditProblem,
  parseSecondaryEmails,
  portalCredentialsText,
  portalPasswordProblem,
  statusOnOnboardingComplete,
} from './clients';
import { canCreateClient } from './abilities';
import { resolvePermissions, roleFlags } from './permissions';

describe('secondary e-mails', () => {
  it('split on commas, trimmed, empties dropped', () => {
    expect(parseSecondaryEmails(' a@x.example, ,b@y.example ,, ')).toEqual(['a@x.example', 'b@y.example']);
    expect(parseSecondaryEmails('')).toEqual([]);
    expect(parseSecondaryEmails(null)).toEqual([]);
    expect(parseSecondaryEmails(['a@x.example', ' c@z.example, d@z.example '])).toEqual(['a@x.example', 'c@z.example', 'd@z.example']);
  });

  it('keeps a repeated address once, ignoring case', () => {
    expect(parseSecondaryEmails('a@x.example, A@X.example')).toEqual(['a@x.example']);
  });

  it('finds the first one that is not an e-mail address', () => {
    expect(invalidSecondaryEmail(['a@x.example', 'nope', 'b@'])).toBe('nope');
    expect(invalidSecondaryEmail(['a@x.example'])).toBeNull();
    expect(formatSecondaryEmails(['a@x.example', 'b@y.example'])).toBe('a@x.example, b@y.example');
  });

  it('recognises e-mail addresses', () => {
    expect(isEmailAddress('sam@harbourview.example')).toBe(true);
    for (const bad of ['', 'sam', 'sam@', '@x.example', 'sam @x.example', 'sam@x']) expect(isEmailAddress(bad)).toBe(false);
  });
});

describe('client form schema', () => {
  it('requires Company Name and a Primary Email in e-mail format; status defaults to lead', () => {
    const missing = ZCreateClient.safeParse({ name: '  ', primaryEmail: '' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((i) => i.message)).toEqual(['Company Name is required', 'Primary Email is required']);
    const badEmail = ZCreateClient.safeParse({ name: 'Acme', primaryEmail: 'not-an-email' });
    expect(badEmail.error?.issues[0].message).toBe('Please enter a valid e-mail address');
    const ok = ZCreateClient.parse({ name: ' Acme ', primaryEmail: ' a@acme.example ', secondaryEmails: 'b@acme.example, ', phone: '' });
    expect(ok).toMatchObject({ name: 'Acme', primaryEmail: 'a@acme.example', secondaryEmails: ['b@acme.example'], phone: null, status: 'lead' });
  });

  it('validates each secondary e-mail', () => {
    const res = ZCreateClient.safeParse({ name: 'Acme', primaryEmail: 'a@acme.example', secondaryEmails: 'b@acme.example, oops' });
    expect(res.error?.issues[0]).toMatchObject({ path: ['secondaryEmails'], message: '"oops" is not a valid e-mail address' });
  });

  it('an edit leaves omitted fields out and never carries a user link', () => {
    const edit = ZUpdateClient.parse({ phone: '0123', userId: 'someone' });
    expect(edit).toEqual({ phone: '0123' });
  });
});

describe('client contract schema', () => {
  it('requires a title; deposit in pounds becomes pence; invalid or negative deposits are 0; draft by default', () => {
    expect(ZCreateClientContract.safeParse({ title: ' ' }).error?.issues[0].message).toBe('Title is required');
    expect(ZCreateClientContract.parse({ title: 'T', depositAmount: '150.5' })).toMatchObject({ depositAmount: 15050, status: 'draft', startDate: null });
    // Nothing is corrected silently: a negative, non-numeric or over-precise amount is refused with a message.
    const refusal = (depositAmount: unknown) => ZCreateClientContract.safeParse({ title: 'T', depositAmount }).error?.issues[0]?.message;
    expect(refusal('12.345')).toBe('Deposit can have at most 2 decimals');
    expect(refusal('abc')).toBe('Deposit must be a number');
    expect(refusal(-5)).toBe('Deposit cannot be negative');
    expect(refusal('-0.01')).toBe('Deposit cannot be negative');
    expect(ZCreateClientContract.parse({ title: 'T', depositAmount: '' }).depositAmount).toBe(0);
  });

  it('accepts an ISO start date and refuses anything else', () => {
    expect(ZCreateClientContract.parse({ title: 'T', startDate: '2026-03-01' }).startDate).toBe('2026-03-01');
    expect(ZCreateClientContract.safeParse({ title: 'T', startDate: '01/03/2026' }).error?.issues[0].message).toBe('Please enter a valid start date');
  });
});

describe('convert to customer', () => {
  it('is offered for every status but customer', () => {
    expect(canConvertToCustomer('lead')).toBe(true);
    expect(canConvertToCustomer('qualified')).toBe(true);
    expect(canConvertToCustomer('lost')).toBe(true);
    expect(canConvertToCustomer('customer')).toBe(false);
  });
});

describe('owner edits', () => {
  it('may not change the status; sending the same status is fine', () => {
    expect(ownerEditProblem({ status: 'customer' }, { status: 'lead' })).toBe("Only the provider can change a client's status");
    expect(ownerEditProblem({ status: 'customer' }, { status: 'customer' })).toBeNull();
    expect(ownerEditProblem({ status: 'customer' }, {})).toBeNull();
  });
});

describe('portal password', () => {
  it('empty, then at least 6 characters', () => {
    expect(portalPasswordProblem('')).toBe('Please enter a new password');
    expect(portalPasswordProblem('12345')).toBe('Password must be at least 6 characters');
    expect(portalPasswordProblem('123456')).toBeNull();
    expect(ZPortalPassword.safeParse({ password: '' }).error?.issues[0].message).toBe('Please enter a new password');
    expect(ZPortalPassword.safeParse({ password: 'abc' }).error?.issues[0].message).toBe('Password must be at least 6 characters');
  });

  it('copies credentials without any password', () => {
    const text = portalCredentialsText({ username: 'olivia', loginEmail: 'owner@demo.linen', loginUrl: 'https://x.example/login' });
    expect(text).toBe('Username: olivia\nLogin e-mail: owner@demo.linen\nSign in at: https://x.example/login');
    expect(portalCredentialsText({ username: null, loginEmail: null, loginUrl: 'u' })).toContain('no portal login yet');
  });
});

describe('linen services', () => {
  const now = new Date('2026-05-20T12:00:00Z');
  it('counts whole days', () => {
    expect(daysSince('2026-05-10T13:00:00Z', now)).toBe(9);
    expect(daysSince(null, now)).toBeNull();
    expect(daysSince('garbage', now)).toBeNull();
  });

  it('describes each status and flags overdue cards (over 14 days on beds, over 4 in transit)', () => {
    expect(linenServiceText({ status: 'new' }, now)).toMatch(/^Setting up/);
    expect(linenServiceText({ status: 'on_beds', onBedsSince: '2026-05-06T12:00:00Z' }, now)).toMatch(/^Active/);
    expect(linenServiceText({ status: 'on_beds', onBedsSince: '2026-05-05T11:00:00Z' }, now)).toBe('Overdue: linen has been on the beds for 15 days');
    expect(linenServiceText({ status: 'changeover_due' }, now)).toMatch(/^Changeover due/);
    expect(linenServiceText({ status: 'in_transit', transitSince: '2026-05-16T12:00:00Z' }, now)).toMatch(/^In transit/);
    expect(linenServiceText({ status: 'in_transit', transitSince: '2026-05-15T11:00:00Z' }, now)).toBe('Delayed: linen has been in transit for 5 days');
  });
});

describe('creating clients and uniqueness (issue 7)', () => {
  it('lets exactly the holders of clients_create create clients', () => {
    expect(canCreateClient({ flags: { clients_create: true } })).toBe(true);
    expect(canCreateClient({ flags: { clients_create: false } })).toBe(false);
    expect(canCreateClient({ flags: roleFlags('manager') })).toBe(true);
    expect(canCreateClient({ flags: roleFlags('staff') })).toBe(false);
    expect(canCreateClient({ flags: roleFlags('client') })).toBe(false);
    expect(canCreateClient({ flags: resolvePermissions({ isSuperadmin: true, assignment: null }) })).toBe(true);
  });

  it('compares e-mails and usernames trimmed and ignoring case', () => {
    expect(clientKey('  Owner@Example.COM ')).toBe(clientKey('owner@example.com'));
    expect(clientKey('Alice')).not.toBe(clientKey('alice2'));
  });
});

describe('status when a property completes onboarding (issue 19 M10)', () => {
  it('makes a lead or qualified lead a customer, and leaves customers and lost clients as they are', () => {
    expect(statusOnOnboardingComplete('lead')).toBe('customer');
    expect(statusOnOnboardingComplete('qualified')).toBe('customer');
    expect(statusOnOnboardingComplete('customer')).toBeNull();
    expect(statusOnOnboardingComplete('lost')).toBeNull();
  });
});

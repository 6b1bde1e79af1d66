import { describe, expect, it } from 'vitest';
import {
  countsExactly,
  databaseLocation,
  EXACT_COUNT_LIMIT,
  maskedSecret,
  permissionChanges,
  permissionRow,
  secretTail,
  statusSwitchConfirmation,
  toggledClientStatus,
  refusesOwnerFlagRemoval,
} from './admin-console';
import { defaultFlags } from './permissions';

describe('toggledClientStatus (docs/product.md §2.4)', () => {
  it('turns a customer into a lead and any other status into a customer', () => {
    expect(toggledClientStatus('customer')).toBe('lead');
    expect(toggledClientStatus('lead')).toBe('customer');
    expect(toggledClientStatus('qualified')).toBe('customer');
    expect(toggledClientStatus('lost')).toBe('customer');
  });
});

describe('secretTail and maskedSecret', () => {
  it('gives only the last 4 characters of a long secret', () => {
    expect(secretTail('abcdefghijklmnopqrstuvwxyz012345')).toBe('2345');
  });
  it('gives nothing of a secret too short to show a part of safely', () => {
    expect(secretTail('short-secret')).toBe('');
    expect(secretTail('')).toBe('');
  });
  it('masks with bullets and shows only the tail when asked', () => {
    expect(maskedSecret('2345', false)).toBe('•'.repeat(16));
    expect(maskedSecret('2345', true)).toBe(`${'•'.repeat(12)}2345`);
    expect(maskedSecret('', true)).toBe('•'.repeat(16));
  });
});

describe('databaseLocation', () => {
  it('reads host, port, database and user, never the password or the query', () => {
    const location = databaseLocation('postgres://linen%40app:s3cret%21@db.example.com:5433/linen_prod?sslmode=require&password=x');
    expect(location).toEqual({ host: 'db.example.com', port: '5433', database: 'linen_prod', user: 'linen@app' });
    expect(JSON.stringify(location)).not.toMatch(/s3cret|password|sslmode/);
  });
  it('gives nulls for a missing or unreadable URL, never echoing it', () => {
    const none = { host: null, port: null, database: null, user: null };
    expect(databaseLocation(undefined)).toEqual(none);
    expect(databaseLocation('not a url with pass:word')).toEqual(none);
  });
  it('leaves out what the URL does not say', () => {
    expect(databaseLocation('postgresql://localhost')).toEqual({ host: 'localhost', port: null, database: null, user: null });
  });
});

describe('countsExactly', () => {
  it('counts small and never-analysed tables exactly, estimates large ones', () => {
    expect(countsExactly(-1)).toBe(true);
    expect(countsExactly(0)).toBe(true);
    expect(countsExactly(EXACT_COUNT_LIMIT)).toBe(true);
    expect(countsExactly(EXACT_COUNT_LIMIT + 1)).toBe(false);
  });
});

describe('permissionRow and permissionChanges', () => {
  it('resolves a role row like a session: stored flags over the defaults', () => {
    const row = permissionRow([
      { name: 'reports_view', value: false },
      { name: 'kanban_move', value: true },
      { name: 'not_a_flag', value: true },
    ]);
    expect(row).toEqual({ ...defaultFlags(), reports_view: false, kanban_move: true });
    expect(row).not.toHaveProperty('not_a_flag');
  });
  it('keeps only the flags whose value changes', () => {
    const current = { ...defaultFlags(), kanban_move: true };
    expect(permissionChanges(current, { kanban_move: true, reports_view: false, clients_edit: true })).toEqual({
      reports_view: false,
      clients_edit: true,
    });
    expect(permissionChanges(current, { kanban_move: true })).toEqual({});
  });
});

describe('refusesOwnerFlagRemoval', () => {
  it('refuses taking is_property_owner from a role that owners hold, and nothing else', () => {
    expect(refusesOwnerFlagRemoval({ is_property_owner: false }, 1)).toBe(true);
    expect(refusesOwnerFlagRemoval({ is_property_owner: false }, 0)).toBe(false);
    expect(refusesOwnerFlagRemoval({ is_property_owner: true }, 3)).toBe(false);
    expect(refusesOwnerFlagRemoval({ reports_view: false }, 3)).toBe(false);
  });
});

describe('the status switch asks first (issue 19 M10)', () => {
  it('names the change either way', () => {
    expect(statusSwitchConfirmation({ name: 'Anna Lets', status: 'customer' })).toMatchObject({
      title: 'Change Anna Lets back to Lead?',
      confirmLabel: 'Change to Lead',
    });
    const up = statusSwitchConfirmation({ name: 'Anna Lets', status: 'qualified' });
    expect(up).toMatchObject({ title: 'Make Anna Lets a Customer?', confirmLabel: 'Make Customer' });
    expect(up.description).toContain('is marked Qualified');
  });
});

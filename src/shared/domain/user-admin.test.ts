import { describe, expect, it } from 'vitest';
import { ROLE_NAMES } from './permissions';
import { deleteUserProblem, effectiveRole, ROLE_CHOICES, setPasswordProblem, userChangeProblem } from './user-admin';

describe('effectiveRole', () => {
  it('is admin for a super admin, else the role name', () => {
    expect(effectiveRole(true, 'manager')).toBe('admin');
    expect(effectiveRole(true, null)).toBe('admin');
    expect(effectiveRole(false, 'staff')).toBe('staff');
    expect(effectiveRole(false, null)).toBeNull();
  });
});

describe('userChangeProblem', () => {
  const me = { id: 'me', role: 'admin' };
  it('refuses changing your own role', () => {
    expect(userChangeProblem('me', me, { role: 'manager' })).toBe('You cannot change your own role');
  });
  it('allows sending your own role unchanged', () => {
    expect(userChangeProblem('me', me, { role: 'admin', isActive: true })).toBeNull();
  });
  it('refuses deactivating yourself', () => {
    expect(userChangeProblem('me', me, { isActive: false })).toBe('You cannot deactivate your own account');
  });
  it('allows changing other users', () => {
    expect(userChangeProblem('me', { id: 'other', role: 'admin' }, { role: 'staff', isActive: false })).toBeNull();
  });
});

describe('self protection', () => {
  it('refuses deleting yourself and setting your own password here', () => {
    expect(deleteUserProblem('a', 'a')).toBe('You cannot delete your own account');
    expect(deleteUserProblem('a', 'b')).toBeNull();
    expect(setPasswordProblem('a', 'a')).toMatch(/Security/);
    expect(setPasswordProblem('a', 'b')).toBeNull();
  });
});

describe('ROLE_CHOICES', () => {
  it('offers every role once', () => {
    expect(ROLE_CHOICES.map((r) => r.value).sort()).toEqual([...ROLE_NAMES].sort());
  });
});

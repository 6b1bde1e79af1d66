import { describe, expect, it } from 'vitest';
import { isPhoneNumber, isTeamSpecialty, ratingStars, TEAM_SPECIALTIES } from './cleaning-teams';
import { canListTeams, canManageTeams, type TeamCaller } from './abilities';

const caller = (over: Partial<TeamCaller> & { kanban_move?: boolean; owner?: boolean } = {}): TeamCaller => ({
  isSuperadmin: over.isSuperadmin ?? false,
  role: over.role ?? null,
  flags: { kanban_move: over.kanban_move ?? false, is_property_owner: over.owner ?? false },
});

describe('canManageTeams', () => {
  it('lets super admins, managers and admins manage teams', () => {
    expect(canManageTeams(caller({ isSuperadmin: true, owner: true }))).toBe(true);
    expect(canManageTeams(caller({ role: 'manager' }))).toBe(true);
    expect(canManageTeams(caller({ role: 'admin' }))).toBe(true);
  });
  it('refuses staff, couriers, cleaners, owners and users without a role', () => {
    for (const role of ['staff', 'courier', 'cleaner', 'client', null]) expect(canManageTeams(caller({ role, kanban_move: true }))).toBe(false);
    expect(canManageTeams(caller({ role: 'manager', owner: true }))).toBe(false);
  });
});

describe('canListTeams', () => {
  it('lets whoever moves cards or manages teams read the list', () => {
    expect(canListTeams(caller({ role: 'courier', kanban_move: true }))).toBe(true);
    expect(canListTeams(caller({ role: 'manager' }))).toBe(true);
    expect(canListTeams(caller({ isSuperadmin: true }))).toBe(true);
  });
  it('refuses owners, even with kanban_move, and callers with neither', () => {
    expect(canListTeams(caller({ owner: true, kanban_move: true }))).toBe(false);
    expect(canListTeams(caller({ role: 'staff' }))).toBe(false);
  });
});

describe('specialties, phone and rating', () => {
  it('knows the eight specialties of the spec', () => {
    expect(TEAM_SPECIALTIES).toHaveLength(8);
    expect(isTeamSpecialty('End of Tenancy')).toBe(true);
    expect(isTeamSpecialty('end of tenancy')).toBe(false);
    expect(isTeamSpecialty('Window Cleaning')).toBe(false);
  });
  it('accepts phone numbers as people type them', () => {
    for (const ok of ['07700 900123', '+44 7700 900123', '(01642) 555-123', '020.7946.0000']) expect(isPhoneNumber(ok)).toBe(true);
    for (const bad of ['call me', '123', '+44 7700 9001234567890', '07700 900123 ext', '++44 1234567']) expect(isPhoneNumber(bad)).toBe(false);
  });
  it('shows whole stars from 0 to 5', () => {
    expect(ratingStars(4)).toEqual({ filled: 4, empty: 1 });
    expect(ratingStars(0)).toEqual({ filled: 0, empty: 5 });
    expect(ratingStars(9)).toEqual({ filled: 5, empty: 0 });
    expect(ratingStars(Number.NaN)).toEqual({ filled: 0, empty: 5 });
  });
});

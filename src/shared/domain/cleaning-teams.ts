/**
 * Cleaning teams (docs/product.md §2.2 Cleaning Teams page, §3, §9; DESIGN §5.2): the specialty list, the
 * rating scale, who may list and who may manage teams, and the page's texts. Used by the server
 * (authorisation, validation) and the UI (which buttons to show).
 */

export const TEAM_SPECIALTIES = [
  'Deep Cleaning',
  'End of Tenancy',
  'Commercial',
  'Regular Cleaning',
  'Changeover Cleaning',
  'Luxury Properties',
  'Maintenance',
  'Emergency Cleaning',
] as const;
export type TeamSpecialty = (typeof TEAM_SPECIALTIES)[number];

export const TEAM_RATING_MIN = 0;
export const TEAM_RATING_MAX = 5;

export function isTeamSpecialty(value: string): value is TeamSpecialty {
  return (TEAM_SPECIALTIES as readonly string[]).includes(value);
}

/** A phone number as people type it: digits with spaces, +, (), -, . and at least 6 digits. */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[0-9 ().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15;
}

/** The stars shown for a rating: whole numbers 0-5, anything else clamped. */
export function ratingStars(rating: number): { filled: number; empty: number } {
  const filled = Math.min(TEAM_RATING_MAX, Math.max(TEAM_RATING_MIN, Math.round(Number.isFinite(rating) ? rating : 0)));
  return { filled, empty: TEAM_RATING_MAX - filled };
}

export const TEAM_MESSAGES = {
  nameRequired: 'Team name is required',
  ratingRange: 'Rating must be a whole number from 0 to 5',
  unknownSpecialty: 'Choose specialties from the list',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number',
  notFound: 'Cleaning team not found',
  nothingToUpdate: 'Nothing to update',
  noTeamsFound: 'No teams found',
  noTeamsYet: 'No cleaning teams yet',
  loadFailed: 'Failed to load cleaning teams',
  saveFailed: 'Failed to save cleaning team',
  deleteFailed: 'Failed to delete cleaning team',
  created: 'Cleaning team added',
  updated: 'Cleaning team updated',
  deleted: 'Cleaning team deleted',
  activated: 'Cleaning team activated',
  deactivated: 'Cleaning team deactivated',
  deactivatedInstead: (name: string) => `${name} is assigned to linen cards or changeovers, so it was deactivated instead of deleted`,
  confirmDelete: 'A team assigned to linen cards or changeovers is kept and deactivated instead.',
} as const;

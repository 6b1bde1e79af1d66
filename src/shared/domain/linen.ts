/**
 * The linen card cycle's names, legal moves and messages (docs/product.md §2.4, §2.8), shared by the board,
 * the courier screen and the server. Time rules (overdue, day counts) live in linen-cycle.ts.
 */
export const LINEN_STATUSES = ['new', 'on_beds', 'changeover_due', 'in_transit'] as const;
export type LinenStatus = (typeof LINEN_STATUSES)[number];

export const LINEN_STATUS_LABELS: Record<LinenStatus, string> = {
  new: 'New',
  on_beds: 'On Beds',
  changeover_due: 'Changeover Due',
  in_transit: 'In Transit',
};

/** Statuses a new card may start in. */
export const INITIAL_STATUSES = ['new', 'on_beds', 'changeover_due'] as const;
export type InitialStatus = (typeof INITIAL_STATUSES)[number];

/** The four moves of the cycle, one out of each status (deliver: the first delivery of a New card's linen). */
export type LinenMove = 'deliver' | 'move-to-changeover' | 'collect' | 'return';

export const MOVES: Record<LinenMove, { from: LinenStatus; to: LinenStatus; label: string }> = {
  deliver: { from: 'new', to: 'on_beds', label: 'Deliver' },
  'move-to-changeover': { from: 'on_beds', to: 'changeover_due', label: 'Move to Changeover' },
  collect: { from: 'changeover_due', to: 'in_transit', label: 'Collect' },
  return: { from: 'in_transit', to: 'on_beds', label: 'Return' },
};

/** The move that leaves a status, if any. */
export function moveFrom(status: LinenStatus): LinenMove | null {
  for (const [move, m] of Object.entries(MOVES) as [LinenMove, (typeof MOVES)[LinenMove]][]) {
    if (m.from === status) return move;
  }
  return null;
}

/** The one legal move from one column to another (drag and drop), or null. */
export function moveBetween(from: LinenStatus, to: LinenStatus): LinenMove | null {
  const move = moveFrom(from);
  return move && MOVES[move].to === to ? move : null;
}

/** The note appended when a team is assigned (docs/product.md §2.4). */
export function teamAssignmentNote(teamName: string, teamId: string): string {
  return `Assigned to ${teamName} (Team ID: ${teamId})`;
}

/**
 * Notes as people read them (issue 19, experience Low): the stored text keeps the spec's
 * 'Assigned to {team name} (Team ID: {id})', but screens and CSVs show the team's name only.
 */
export function readableNotes(notes: string): string;
export function readableNotes(notes: string | null): string | null;
export function readableNotes(notes: string | null): string | null {
  return notes === null ? null : notes.replace(/ ?\(Team ID: [^)]*\)/g, '');
}

/** Existing notes and a new note joined by ' | '. */
export function appendNote(notes: string | null | undefined, note: string): string {
  const existing = (notes ?? '').trim();
  return existing ? `${existing} | ${note}` : note;
}

/** Billing tags typed comma-separated: trimmed, empties dropped. */
export function parseBillingTags(text: string): string[] {
  return text
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t.length > 0);
}

export const LINEN_MESSAGES = {
  selectProperty: 'Please select a property',
  propertyNeedsClient: 'Property must have an assigned client',
  oneCardPerProperty: 'This property already has a linen card. Only one linen card is allowed per property.',
  cardNotFound: 'Linen card not found',
  alreadyMoved: 'This card was already moved by someone else',
  deliverFailed: 'Failed to mark as delivered. Please try again.',
  moveToChangeoverFailed: 'Failed to move to changeover. Please try again.',
  collectFailed: 'Failed to mark as collected. Please try again.',
  returnFailed: 'Failed to mark as returned. Please try again.',
  assignTeamFailed: 'Failed to assign cleaning team. Please try again.',
  createFailed: (message: string | undefined) => `Failed to create linen card: ${message || 'Unknown error occurred'}`,
  updateFailed: 'Failed to update card',
  recordDamagesFailed: 'Failed to record damages',
  damageRowsRequired: 'Please add at least one damaged or missing item with a selected product',
  damageRecorded: 'Damage recorded',
  selectTeam: 'Please select a cleaning team',
  teamNotActive: 'That cleaning team is not active',
  loadChangeoverDueFailed: 'Failed to load changeover due properties',
  loadTransitFailed: 'Failed to load transit properties',
  collectBagFailed: (property: string) => `Failed to collect bag from ${property}. Please try again.`,
  returnBagFailed: 'Return Failed',
  returnWithin24Hours: 'Please return this bag within 24 hours.',
  loadChangeoversFailed: 'Failed to load changeovers',
  loadNewFailed: 'Failed to load new properties',
  deliverBagFailed: (property: string) => `Failed to deliver bag to ${property}. Please try again.`,
  /** Removing a card (kanban_delete): what the confirmation says, and the outcomes. */
  removeConfirm: (property: string) =>
    `${property}'s linen card leaves the board and the property may get a new card. Its history, collections and charges are kept for the books.`,
  cardArchived: (property: string) => `${property}'s linen card was removed from the board; its history and charges are kept`,
  cardDeleted: (property: string) => `${property}'s linen card was deleted`,
  removeFailed: 'Failed to remove the linen card. Please try again.',
  cardAlreadyRemoved: 'This linen card was already removed',
} as const;

/**
 * Property rules shared by the server and the UI (docs/product.md §1.2.6, §1.3, §1.4, §1.5): messages, the linen
 * inventory shape, the Contract cell, the '(You)' client and who may do what to a property.
 */

export const PROPERTY_MESSAGES = {
  nameRequired: 'Property name is required',
  selectClient: 'Please select a client',
  /** An owner without a client record adding a property whose login e-mail another client record already has. */
  ownClientEmailTaken:
    'A client record already uses your e-mail address. Confirm your e-mail address with the link we sent you and it becomes yours, or contact support.',
  /** The Add Property form of an owner without a client record: what happens instead of picking a client. */
  ownClientCreatedOnAdd: 'Your client profile is set up with your name and e-mail address when you add this property.',
  addressRequired: 'Address is required',
  bedsWholeNumber: 'Number of beds must be a whole number',
  bedsNotNegative: 'Number of beds cannot be negative',
  countWholeNumber: 'Counts must be whole numbers',
  countNotNegative: 'Counts cannot be negative',
  quantityNotNegative: 'Stock quantity cannot be negative',
  quantityWholeNumber: 'Stock quantity must be a whole number',
  selectService: 'Please select at least one service to continue',
  unknownService: 'One of the selected services is not available',
  unknownStockItem: 'One of the stock items no longer exists',
  stockStaffOnly: "Only the provider's staff can assign stock",
  consumablesConflict: 'No consumables cannot be combined with other consumables',
  companyNameRequired: 'Company name is required',
  primaryEmailRequired: 'Primary email is required',
  invalidEmail: 'Please enter a valid e-mail address',
  notFound: 'Property not found',
  failedAdd: 'Failed to add property',
  failedUpdate: 'Failed to update property',
  failedArchive: 'Failed to archive property',
  /** The archive's failure alert (docs/product.md §2.8): the server's reason, if it gave one, underneath. */
  failedArchiveTryAgain: 'Failed to archive property. Please try again.',
  failedRestore: 'Failed to restore property',
  /** Restoring a property whose owner erased their account (decision 0146). */
  erasedOwner: 'This property belongs to an erased account and cannot be restored. Assign it to another client first.',
  failedAssignClient: 'Failed to assign client',
  failedCreateClient: 'Failed to create client',
  failedUpdateDetails: 'Failed to update property details',
  failedUpdateServices: 'Failed to update services',
  failedUpdateTask: 'Failed to update task. Please try again.',
  failedStartPayment: 'Failed to start payment process. Please try again.',
  confirmArchive: 'Archive this property? Its linen card will be removed from the board.',
  confirmRestore: 'Restore this property to the active list?',
  noProperties: 'No properties found',
  noArchived: 'No Archived Properties',
} as const;

/**
 * What restoring a property does to its linen card (issue 19 M6), said in the restore confirmation: the
 * card archived with it goes back on the board as it was; a fully onboarded property without one gets a
 * new card in New; otherwise the card comes when onboarding completes.
 */
export function restoreCardNote(onboardingProgress: number): string {
  return onboardingProgress === 100
    ? 'Its linen card goes back on the board in the column it was in (a new card in New if it had none).'
    : 'Its linen card, if it had one, goes back on the board where it was; otherwise a card is made when its onboarding is complete.';
}

export const BED_SIZES = ['single', 'double', 'king', 'superking'] as const;
export type BedSize = (typeof BED_SIZES)[number];
export const BED_SIZE_LABELS: Record<BedSize, string> = { single: 'Single', double: 'Double', king: 'King', superking: 'Super King' };

export const LINEN_GROUPS = ['covers', 'sheets', 'pillowcases'] as const;
export type LinenGroup = (typeof LINEN_GROUPS)[number];
export const LINEN_GROUP_LABELS: Record<LinenGroup, string> = { covers: 'Duvet covers', sheets: 'Flat sheets', pillowcases: 'Pillowcases' };

export const TOWEL_KINDS = ['hand_towels', 'bath_towels', 'bath_mats'] as const;
export type TowelKind = (typeof TOWEL_KINDS)[number];
export const TOWEL_LABELS: Record<TowelKind, string> = { hand_towels: 'Hand towels', bath_towels: 'Bath towels', bath_mats: 'Bath mats' };

export const CONSUMABLE_FLAGS = ['full_consumables', 'tea_towels', 'toilet_rolls', 'no_consumables'] as const;
export type ConsumableFlag = (typeof CONSUMABLE_FLAGS)[number];
export const CONSUMABLE_LABELS: Record<ConsumableFlag, string> = {
  full_consumables: 'Full consumables',
  tea_towels: 'Tea towels',
  toilet_rolls: 'Toilet rolls',
  no_consumables: 'No consumables',
};

export interface LinenInventory {
  covers: Record<BedSize, number>;
  sheets: Record<BedSize, number>;
  pillowcases: Record<BedSize, number>;
  towels: Record<TowelKind, number>;
  consumables: Record<ConsumableFlag, boolean>;
}

const sizes = (): Record<BedSize, number> => ({ single: 0, double: 0, king: 0, superking: 0 });

export function emptyLinenInventory(): LinenInventory {
  return {
    covers: sizes(),
    sheets: sizes(),
    pillowcases: sizes(),
    towels: { hand_towels: 0, bath_towels: 0, bath_mats: 0 },
    consumables: { full_consumables: false, tea_towels: false, toilet_rolls: false, no_consumables: false },
  };
}

const count = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.floor(v) : 0);

/** A stored inventory (possibly missing, partial, or using the add form's flat_sheets) in full shape. */
export function normaliseInventory(stored: unknown): LinenInventory {
  const inv = emptyLinenInventory();
  if (!stored || typeof stored !== 'object') return inv;
  const s = stored as Record<string, Record<string, unknown> | undefined>;
  const groups: Record<LinenGroup, Record<string, unknown> | undefined> = {
    covers: s.covers,
    sheets: s.sheets ?? s.flat_sheets,
    pillowcases: s.pillowcases,
  };
  for (const group of LINEN_GROUPS) for (const size of BED_SIZES) inv[group][size] = count(groups[group]?.[size]);
  for (const kind of TOWEL_KINDS) inv.towels[kind] = count(s.towels?.[kind]);
  for (const flag of CONSUMABLE_FLAGS) inv.consumables[flag] = s.consumables?.[flag] === true;
  return inv;
}

/** Ticking 'No consumables' clears the others; ticking any other clears 'No consumables'. */
export function toggleConsumable(
  consumables: Record<ConsumableFlag, boolean>,
  flag: ConsumableFlag,
  checked: boolean,
): Record<ConsumableFlag, boolean> {
  const next = { ...consumables, [flag]: checked };
  if (checked && flag === 'no_consumables') {
    for (const f of CONSUMABLE_FLAGS) if (f !== 'no_consumables') next[f] = false;
  } else if (checked) {
    next.no_consumables = false;
  }
  return next;
}

export function consumablesConflict(consumables: Record<ConsumableFlag, boolean>): boolean {
  return consumables.no_consumables && CONSUMABLE_FLAGS.some((f) => f !== 'no_consumables' && consumables[f]);
}

/** Total linen pieces in an inventory (covers, sheets, pillowcases and towels). */
export function inventoryPieces(inv: LinenInventory): number {
  let total = 0;
  for (const group of LINEN_GROUPS) for (const size of BED_SIZES) total += inv[group][size];
  for (const kind of TOWEL_KINDS) total += inv.towels[kind];
  return total;
}

// ── Contract cell ────────────────────────────────────────────────────────────────────────────────

export type PropertyContractStatus = 'draft' | 'sent' | 'signed' | 'active' | 'cancelled';
export type ContractCellState = 'signed' | 'share' | 'pending';

/**
 * The list's Contract cell: 'Contract Signed' (with a Share link) once the latest contract is signed
 * or active; 'Share Contract' (with Preview) while it is a draft or sent; otherwise 'Contract Pending'
 * (no contract yet, or the latest was cancelled).
 */
export function contractCellState(contract: { status: PropertyContractStatus } | null): ContractCellState {
  if (!contract) return 'pending';
  if (contract.status === 'signed' || contract.status === 'active') return 'signed';
  if (contract.status === 'draft' || contract.status === 'sent') return 'share';
  return 'pending';
}

export const CONTRACT_CELL_LABELS: Record<ContractCellState, string> = {
  signed: 'Contract Signed',
  share: 'Share Contract',
  pending: 'Contract Pending',
};

// ── Clients and permissions ──────────────────────────────────────────────────────────────────────

/** A client is the caller's own when its primary e-mail is the login e-mail (shown with '(You)'). */
export function isOwnClient(client: { primaryEmail: string | null }, loginEmail: string): boolean {
  return Boolean(client.primaryEmail) && client.primaryEmail!.trim().toLowerCase() === loginEmail.trim().toLowerCase();
}

/** The client to preselect on the property form: a non-super-admin's own client, if one matches. */
export function preselectedClientId<C extends { id: string; primaryEmail: string | null }>(
  clients: readonly C[],
  me: { email: string; isSuperadmin: boolean },
): string {
  if (me.isSuperadmin) return '';
  return clients.find((c) => isOwnClient(c, me.email))?.id ?? '';
}

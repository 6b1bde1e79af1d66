/**
 * Linen operations (issue 8): the API's inputs (zod, shared with the forms) and outputs.
 *
 * Routes (all JSON; errors are the usual envelope; another owner's card is a 404):
 *   GET    /api/linen-cards?status=             board data (kanban_view, owner-scoped) -> TBoardResponse (lean tiles);
 *                                               with status=changeover_due oldest on beds first,
 *                                               with status=in_transit oldest in transit first
 *                                               with status=new waiting longest first (the courier's Deliver Bag)
 *   GET    /api/linen-cards/version             -> { version } changes whenever any card in scope changes (polling)
 *   POST   /api/linen-cards                     ZCreateLinenCard (kanban_create) -> 201 { card: TBoardCard }
 *   GET    /api/linen-cards/:id                 -> { card: TCardDetails }
 *   PATCH  /api/linen-cards/:id                 ZUpdateLinenCard (kanban_edit; the damage fields need kanban_record_damages)
 *   DELETE /api/linen-cards/:id                 (kanban_delete) -> TRemoveCardResult: archived when anything refers to the
 *                                               card (collections, damages, charges, requests, history beyond 'created'),
 *                                               else deleted; either way it leaves the board
 *   POST   /api/linen-cards/:id/deliver         (kanban_move) New -> On Beds, on_beds_since now -> { card }
 *   POST   /api/linen-cards/:id/move-to-changeover  ZMoveToChangeover (kanban_move) -> { card }
 *   POST   /api/linen-cards/:id/collect         (kanban_move) -> { card, changeoverId, undo: TMoveUndo }
 *   POST   /api/linen-cards/:id/return          (kanban_move) -> { card, undo: TMoveUndo }
 *   POST   /api/linen-cards/:id/undo            ZUndoMove (kanban_move) -> { card }: the card's latest Collect or Return
 *          undone within 2 minutes (a Collect's untouched invoice is cancelled); otherwise 409 UNDO_MESSAGES
 *          a move from the wrong status -> 409 LINEN_MESSAGES.alreadyMoved
 *   POST   /api/linen-cards/:id/damages         ZRecordDamages (kanban_record_damages) -> 201 { card, activities: TRecordedDamage[] }
 *   GET    /api/damage-products?card={id}       -> { products: TDamageProduct[] } (kanban_record_damages)
 *   GET    /api/bag-labels/:code                -> { card: TBoardCard } (kanban_move, scoped) the card a label names;
 *                                               case, dashes and spaces ignored; unknown -> 404 'No bag found for that label'
 *   POST   /api/linen-cards/labels              { cardIds } -> application/pdf, a sheet of QR labels (provider staff
 *                                               with kanban_edit or kanban_move; owners 403; decision 0085)
 *   GET    /api/cleaning-teams?active=&search=  -> { teams: TCleaningTeam[] }
 *   POST   /api/cleaning-teams, PATCH/DELETE /api/cleaning-teams/:id  (managers and super admins)
 *   GET    /api/changeovers?search=&status=     -> TChangeoversResponse (owner-scoped)
 */
import { z } from 'zod';
import { DAMAGE_ROW_TOO_LARGE, isRowWithinLimit, MAX_DAMAGE_ROW_PENCE } from '../domain/damage-rows';
import { INITIAL_STATUSES, LINEN_MESSAGES as M, type LinenStatus } from '../domain/linen';
import type { LinenInventory } from '../domain/properties';
import { UUID_PATTERN } from './ids';
import { ZOptionalText } from './properties';

// ── Outputs ───────────────────────────────────────────────────────────────────────────────────────

/** One card as the board, the courier screen and the lists show it. Day counts and overdue are the server's. */
export interface TBoardCard {
  id: string;
  propertyId: string;
  propertyName: string;
  propertyAddress: string | null;
  clientId: string;
  clientName: string;
  status: LinenStatus;
  onBedsSince: string | null;
  transitSince: string | null;
  lastChangeoverDate: string | null;
  /** Floor of elapsed days on beds (on_beds and changeover_due), else null. */
  daysOnBeds: number | null;
  /** Floor of elapsed days in transit (in_transit), else null. */
  daysInTransit: number | null;
  /** Over 14 days on beds (on_beds or changeover_due). */
  overBeds: boolean;
  /** Over 4 days in transit. */
  overTransit: boolean;
  damagesCount: number;
  missingCount: number;
  damageNotes: string | null;
  billingTags: string[];
  notes: string | null;
  cleaningTeamId: string | null;
  cleaningTeamName: string | null;
  archived: boolean;
  /** The next accepted linen request's date ('YYYY-MM-DD') on or after London today, else null (issue 9). */
  serviceRequestedFor: string | null;
  /** The sum of the card's pending charges (the hire clock's late-changeover charges), 0 when none (issue 18). */
  pendingChargesPence: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * What the board and the courier lists show of a card (GET /api/linen-cards). Lean on purpose: with
 * thousands of cards the full card would triple the payload; the details dialog reads the rest.
 */
export type TBoardTile = Pick<
  TBoardCard,
  | 'id'
  | 'propertyId'
  | 'propertyName'
  | 'propertyAddress'
  | 'clientId'
  | 'clientName'
  | 'status'
  | 'onBedsSince'
  | 'transitSince'
  | 'lastChangeoverDate'
  | 'daysOnBeds'
  | 'daysInTransit'
  | 'overBeds'
  | 'overTransit'
  | 'damagesCount'
  | 'missingCount'
  | 'cleaningTeamName'
  | 'archived'
  | 'serviceRequestedFor'
  | 'pendingChargesPence'
>;

/** DELETE /api/linen-cards/:id: 'archived' (kept for the books, off the board) or 'deleted' (nothing referred to it). */
export interface TRemoveCardResult {
  id: string;
  outcome: 'archived' | 'deleted';
}

export interface TBoardResponse {
  cards: TBoardTile[];
  /** The same value GET /api/linen-cards/version answers while nothing changes. */
  version: string;
}

export type TCardEventKind = 'created' | 'moved' | 'auto_moved' | 'damage' | 'updated' | 'team_assigned' | 'removed' | 'undone';

/** What a Collect or Return answers with, for its Undo: the move's history event and when its window closes. */
export interface TMoveUndo {
  eventId: string;
  until: string;
}

/** POST /api/linen-cards/:id/undo: the move to undo (the eventId its answer gave). */
export const ZUndoMove = z.object({ eventId: z.string().trim().regex(UUID_PATTERN, 'Unknown move') });
export type TUndoMove = z.infer<typeof ZUndoMove>;

/** One line of a card's history. */
export interface TCardEvent {
  id: string;
  kind: TCardEventKind;
  /** Who did it, or null for the automatic overdue move. */
  actorName: string | null;
  fromStatus: LinenStatus | null;
  toStatus: LinenStatus | null;
  /** What changed, in words (e.g. 'Recorded 2 damaged, 1 missing: King duvet cover'). */
  summary: string;
  createdAt: string;
}

export interface TDamageActivity {
  id: string;
  productName: string | null;
  itemSku: string | null;
  quantity: number;
  damagesCount: number;
  missingCount: number;
  unitPricePence: number;
  notes: string | null;
  chargedAt: string | null;
  createdAt: string;
}

export interface TCardDetails extends TBoardCard {
  /** The bag label's code (12 hex characters, printed as XXXX-XXXX-XXXX; added by the courier stream). */
  labelCode: string;
  linenInventory: LinenInventory | null;
  history: TCardEvent[];
  damages: TDamageActivity[];
}

/** A linen item a damage row can name (a stock item), with its SKU and replacement price (the unit cost). */
export interface TDamageProduct {
  /** 'stock:{uuid}' (the save also accepts 'product:{uuid}' for a catalogue product, decision 0163). */
  key: string;
  name: string;
  sku: string;
  unitPricePence: number;
  /** In the inventory of the card's property (asked with ?card=): listed first. */
  atProperty: boolean;
}

/** GET /api/damage-products?card={id}: the card whose property's inventory comes first. */
export const ZDamageProductsQuery = z.object({
  card: z.string().regex(UUID_PATTERN, M.cardNotFound).optional(),
});

export interface TCleaningTeam {
  id: string;
  name: string;
  contactPerson: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  specialties: string[];
  rating: number;
  isActive: boolean;
  notes: string | null;
  /** Cards currently assigned (a team with cards is deactivated, not deleted). */
  assignedCards: number;
}

export interface TChangeoverRow {
  id: string;
  linenCardId: string;
  propertyName: string;
  propertyAddress: string | null;
  clientName: string;
  cleaningTeamName: string | null;
  changeoverDate: string;
  daysOnBed: number | null;
  damagesCount: number;
  missingCount: number;
  status: 'in_transit' | 'returned';
  notes: string | null;
}

export interface TChangeoversResponse {
  changeovers: TChangeoverRow[];
  summary: { total: number; inTransit: number; returned: number; damages: number; missing: number };
}

// ── Inputs ────────────────────────────────────────────────────────────────────────────────────────

const ZId = (message: string) => z.string({ error: message }).trim().regex(UUID_PATTERN, message);
export const ZCreateLinenCard = z.object({
  propertyId: ZId(M.selectProperty),
  status: z.enum(INITIAL_STATUSES, { error: 'Choose a starting status' }).default('new'),
  /** Comma-separated as typed; the server parses it with parseBillingTags. */
  billingTags: z.string().max(500, 'Billing tags are too long').default(''),
  notes: ZOptionalText(2000),
});
export type TCreateLinenCard = z.input<typeof ZCreateLinenCard>;

const ZWholeCount = z
  .number({ error: 'Counts must be whole numbers of at least 0' })
  .int('Counts must be whole numbers of at least 0')
  .min(0, 'Counts must be whole numbers of at least 0')
  .max(100_000, 'Count is too large');

export const ZUpdateLinenCard = z
  .object({
    notes: ZOptionalText(2000),
    billingTags: z.string().max(500, 'Billing tags are too long').optional(),
    damagesCount: ZWholeCount.optional(),
    missingCount: ZWholeCount.optional(),
    damageNotes: ZOptionalText(2000),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to update');
export type TUpdateLinenCard = z.input<typeof ZUpdateLinenCard>;

export const ZMoveToChangeover = z.object({ teamId: ZId(M.selectTeam) });

export const ZDamageRow = z
  .object({
    /** A TDamageProduct key; empty for an unfinished row (ignored when its quantities are 0). */
    productKey: z.string().trim().max(60).default(''),
    productName: z.string().trim().max(200).default(''),
    damagedQuantity: ZWholeCount,
    missingQuantity: ZWholeCount,
    unitPricePence: z
      .number({ error: 'Unit price must be in whole pence' })
      .int('Unit price must be in whole pence')
      .min(0, 'Unit price cannot be negative')
      .max(MAX_DAMAGE_ROW_PENCE, DAMAGE_ROW_TOO_LARGE),
  })
  // Price × quantity is charged in one checkout and summed in lists: it stays within one charge's limit.
  .refine(isRowWithinLimit, { message: DAMAGE_ROW_TOO_LARGE, path: ['unitPricePence'] });
export type TDamageRow = z.input<typeof ZDamageRow>;

/** A damage record the save made (photos are attached to it: POST /api/damages/:id/photos). */
export interface TRecordedDamage {
  id: string;
  name: string;
}

export const ZRecordDamages = z.object({
  rows: z.array(ZDamageRow).min(1, M.damageRowsRequired).max(50, 'Too many rows'),
  notes: ZOptionalText(2000),
});

export const ZLabelsRequest = z.object({
  cardIds: z.array(z.string().regex(UUID_PATTERN, M.cardNotFound)).min(1, 'Choose at least one card').max(500, 'Too many labels'),
});

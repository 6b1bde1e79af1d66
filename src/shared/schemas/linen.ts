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
 *   GET    /api/changeovers?search=&status=&limit=&cursor= -> TChangeoversResponse (owner-scoped; a keyset page, the tiles on the first)
 */
import { z } from 'zod';
import { DAMAGE_ROW_TOO_LARGE, isRowWithinLimit, MAX_DAMAGE_ROW_PENCE } from '../domain/damage-rows';
import { INITIAL_STATUSES, LINEN_MESSAGES as M, LINEN_STATUSES } from '../domain/linen';
import { UUID_PATTERN } from './ids';
import { ZLinenInventory, ZOptionalText } from './properties';

const ZLinenStatus = z.enum(LINEN_STATUSES);

// ── Outputs ───────────────────────────────────────────────────────────────────────────────────────

/** One card as the board, the courier screen and the lists show it. Day counts and overdue are the server's. */
export const ZBoardCard = z
  .object({
    id: z.string(),
    propertyId: z.string(),
    propertyName: z.string(),
    propertyAddress: z.string().nullable(),
    clientId: z.string(),
    clientName: z.string(),
    status: ZLinenStatus,
    onBedsSince: z.string().nullable(),
    transitSince: z.string().nullable(),
    lastChangeoverDate: z.string().nullable(),
    /** Floor of elapsed days on beds (on_beds and changeover_due), else null. */
    daysOnBeds: z.number().int().nullable(),
    /** Floor of elapsed days in transit (in_transit), else null. */
    daysInTransit: z.number().int().nullable(),
    /** Over 14 days on beds (on_beds or changeover_due). */
    overBeds: z.boolean(),
    /** Over 4 days in transit. */
    overTransit: z.boolean(),
    damagesCount: z.number().int(),
    missingCount: z.number().int(),
    damageNotes: z.string().nullable(),
    billingTags: z.array(z.string()),
    notes: z.string().nullable(),
    cleaningTeamId: z.string().nullable(),
    cleaningTeamName: z.string().nullable(),
    archived: z.boolean(),
    /** The next accepted linen request's date ('YYYY-MM-DD') on or after London today, else null (issue 9). */
    serviceRequestedFor: z.string().nullable(),
    /** The sum of the card's pending charges (the hire clock's late-changeover charges), 0 when none (issue 18). */
    pendingChargesPence: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'BoardCard' });
export type TBoardCard = z.infer<typeof ZBoardCard>;
/** A change of one card answers the card. */
export const ZBoardCardAnswer = z.object({ card: ZBoardCard });

/**
 * What the board and the courier lists show of a card (GET /api/linen-cards). Lean on purpose: with
 * thousands of cards the full card would triple the payload; the details dialog reads the rest.
 */
export const ZBoardTile = ZBoardCard.pick({
  id: true,
  propertyId: true,
  propertyName: true,
  propertyAddress: true,
  clientId: true,
  clientName: true,
  status: true,
  onBedsSince: true,
  transitSince: true,
  lastChangeoverDate: true,
  daysOnBeds: true,
  daysInTransit: true,
  overBeds: true,
  overTransit: true,
  damagesCount: true,
  missingCount: true,
  cleaningTeamName: true,
  archived: true,
  serviceRequestedFor: true,
  pendingChargesPence: true,
}).meta({ id: 'BoardTile' });
export type TBoardTile = z.infer<typeof ZBoardTile>;

/** DELETE /api/linen-cards/:id: 'archived' (kept for the books, off the board) or 'deleted' (nothing referred to it). */
export const ZRemoveCardResult = z.object({ id: z.string(), outcome: z.enum(['archived', 'deleted']) });
export type TRemoveCardResult = z.infer<typeof ZRemoveCardResult>;

export const ZBoardResponse = z.object({
  cards: z.array(ZBoardTile),
  /** The same value GET /api/linen-cards/version answers while nothing changes. */
  version: z.string(),
});
export type TBoardResponse = z.infer<typeof ZBoardResponse>;
export const ZBoardVersion = z.object({ version: z.string() });

export const ZCardEventKind = z.enum(['created', 'moved', 'auto_moved', 'damage', 'updated', 'team_assigned', 'removed', 'undone']);
export type TCardEventKind = z.infer<typeof ZCardEventKind>;

/** What a Collect or Return answers with, for its Undo: the move's history event and when its window closes. */
export const ZMoveUndo = z.object({ eventId: z.string(), until: z.string() });
export type TMoveUndo = z.infer<typeof ZMoveUndo>;
/** POST /api/linen-cards/:id/collect: the card, the changeover it opened and the Undo. */
export const ZCollectAnswer = z.object({ card: ZBoardCard, changeoverId: z.string(), undo: ZMoveUndo });
/** POST /api/linen-cards/:id/return: the card and the Undo. */
export const ZReturnAnswer = z.object({ card: ZBoardCard, undo: ZMoveUndo });

/** POST /api/linen-cards/:id/undo: the move to undo (the eventId its answer gave). */
export const ZUndoMove = z.object({ eventId: z.string().trim().regex(UUID_PATTERN, 'Unknown move') });
export type TUndoMove = z.infer<typeof ZUndoMove>;

/** One line of a card's history. */
export const ZCardEvent = z.object({
  id: z.string(),
  kind: ZCardEventKind,
  /** Who did it, or null for the automatic overdue move. */
  actorName: z.string().nullable(),
  fromStatus: ZLinenStatus.nullable(),
  toStatus: ZLinenStatus.nullable(),
  /** What changed, in words (e.g. 'Recorded 2 damaged, 1 missing: King duvet cover'). */
  summary: z.string(),
  createdAt: z.string(),
  /** The courier visit whose move wrote this line (its proof at the door, /visits/{id}); null for the board's moves and other events. */
  visitId: z.string().nullable(),
});
export type TCardEvent = z.infer<typeof ZCardEvent>;

export const ZDamageActivity = z.object({
  id: z.string(),
  productName: z.string().nullable(),
  itemSku: z.string().nullable(),
  quantity: z.number().int(),
  damagesCount: z.number().int(),
  missingCount: z.number().int(),
  unitPricePence: z.number().int(),
  notes: z.string().nullable(),
  chargedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TDamageActivity = z.infer<typeof ZDamageActivity>;

export const ZCardDetails = ZBoardCard.extend({
  /** The bag label's code (12 hex characters, printed as XXXX-XXXX-XXXX; added by the courier stream). */
  labelCode: z.string(),
  linenInventory: ZLinenInventory.nullable(),
  history: z.array(ZCardEvent),
  damages: z.array(ZDamageActivity),
});
export type TCardDetails = z.infer<typeof ZCardDetails>;
export const ZCardDetailsAnswer = z.object({ card: ZCardDetails });

/** A linen item a damage row can name (a stock item), with its SKU and replacement price (the unit cost). */
export const ZDamageProduct = z.object({
  /** 'stock:{uuid}' (the save also accepts 'product:{uuid}' for a catalogue product, decision 0163). */
  key: z.string(),
  name: z.string(),
  sku: z.string(),
  unitPricePence: z.number().int(),
  /** In the inventory of the card's property (asked with ?card=): listed first. */
  atProperty: z.boolean(),
});
export type TDamageProduct = z.infer<typeof ZDamageProduct>;
export const ZDamageProductList = z.object({ products: z.array(ZDamageProduct) });

/** GET /api/damage-products?card={id}: the card whose property's inventory comes first. */
export const ZDamageProductsQuery = z.object({
  card: z.string().regex(UUID_PATTERN, M.cardNotFound).optional(),
});

export const ZCleaningTeam = z
  .object({
    id: z.string(),
    name: z.string(),
    contactPerson: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    address: z.string().nullable(),
    specialties: z.array(z.string()),
    rating: z.number(),
    isActive: z.boolean(),
    notes: z.string().nullable(),
    /** Cards currently assigned (a team with cards is deactivated, not deleted). */
    assignedCards: z.number().int(),
  })
  .meta({ id: 'CleaningTeam' });
export type TCleaningTeam = z.infer<typeof ZCleaningTeam>;
export const ZCleaningTeamList = z.object({ teams: z.array(ZCleaningTeam) });
export const ZCleaningTeamAnswer = z.object({ team: ZCleaningTeam });

/** One row of /changeovers: only what the table shows. */
export const ZChangeoverRow = z.object({
  id: z.string(),
  propertyName: z.string(),
  propertyAddress: z.string().nullable(),
  clientName: z.string(),
  cleaningTeamName: z.string().nullable(),
  changeoverDate: z.string(),
  daysOnBed: z.number().int().nullable(),
  damagesCount: z.number().int(),
  missingCount: z.number().int(),
  status: z.enum(['in_transit', 'returned']),
  notes: z.string().nullable(),
  /** The courier visit whose Collect made this changeover (its proof at the door, /visits/{id}); null when none did. */
  visitId: z.string().nullable(),
});
export type TChangeoverRow = z.infer<typeof ZChangeoverRow>;

export const ZChangeoversSummary = z.object({
  total: z.number().int(),
  inTransit: z.number().int(),
  returned: z.number().int(),
  damages: z.number().int(),
  missing: z.number().int(),
});
export type TChangeoversSummary = z.infer<typeof ZChangeoversSummary>;

export const ZChangeoversResponse = z.object({
  /** One page, newest collection first. */
  changeovers: z.array(ZChangeoverRow),
  /** The tiles over the whole window (and search), whatever the status filter: on the first page only (null when a cursor is given). */
  summary: ZChangeoversSummary.nullable(),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type TChangeoversResponse = z.infer<typeof ZChangeoversResponse>;

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

export const ZWholeCount = z
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
export const ZRecordedDamage = z.object({ id: z.string(), name: z.string() });
export type TRecordedDamage = z.infer<typeof ZRecordedDamage>;
/** POST /api/linen-cards/:id/damages: the card and the damage rows recorded. */
export const ZRecordDamagesAnswer = z.object({ card: ZBoardCard, activities: z.array(ZRecordedDamage) });

export const ZRecordDamages = z.object({
  rows: z.array(ZDamageRow).min(1, M.damageRowsRequired).max(50, 'Too many rows'),
  notes: ZOptionalText(2000),
});

export const ZLabelsRequest = z.object({
  cardIds: z.array(z.string().regex(UUID_PATTERN, M.cardNotFound)).min(1, 'Choose at least one card').max(500, 'Too many labels'),
});

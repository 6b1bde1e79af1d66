/** Properties: the API's inputs (zod, shared with the forms) and outputs. */
import { z } from 'zod';
import { ZPageCursor } from './page-cursor';
import type { AssertTrue, Same } from './same-shape';
import { UUID_PATTERN } from './ids';
import { depositReasonProblem, DEPOSIT_MESSAGES } from '../domain/deposit';
import { consumablesConflict, PROPERTY_MESSAGES as M, type LinenInventory, type PropertyContractStatus } from '../domain/properties';
import { ONBOARDING_MESSAGES, type OnboardingTask } from '../domain/onboarding';

const ZName = z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(200, 'Property name is too long');
const ZClientId = z.string({ error: M.selectClient }).trim().regex(UUID_PATTERN, M.selectClient);
/** Optional free text: trimmed, empty becomes null (every entity's notes and descriptions). */
export const ZOptionalText = (max: number, tooLong = `Must be at most ${max} characters`) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));
const ZAddress = ZOptionalText(500, 'Address is too long');
const ZNotes = ZOptionalText(2000, 'Notes are too long');
export const ZBeds = z.number({ error: M.bedsWholeNumber }).int(M.bedsWholeNumber).min(0, M.bedsNotNegative).max(1000, 'Number of beds is too large');

const ZCount = z.number({ error: M.countWholeNumber }).int(M.countWholeNumber).min(0, M.countNotNegative).max(100_000, 'Count is too large');
const ZSizes = z.object({ single: ZCount, double: ZCount, king: ZCount, superking: ZCount });

export const ZLinenInventory = z
  .object({
    covers: ZSizes,
    sheets: ZSizes,
    pillowcases: ZSizes,
    towels: z.object({ hand_towels: ZCount, bath_towels: ZCount, bath_mats: ZCount }),
    consumables: z.object({
      full_consumables: z.boolean(),
      tea_towels: z.boolean(),
      toilet_rolls: z.boolean(),
      no_consumables: z.boolean(),
    }),
  })
  .refine((inv) => !consumablesConflict(inv.consumables), { message: M.consumablesConflict, path: ['consumables', 'no_consumables'] });
export type TLinenInventory = z.infer<typeof ZLinenInventory>;
// The zod shape and the domain type must stay the same (a type error here otherwise).
export type LinenInventoryShapeCheck = AssertTrue<Same<TLinenInventory, LinenInventory>>;

/** Product ids (the products table) of the selected services. */
const ZServiceIds = z.array(z.string().regex(UUID_PATTERN, M.unknownService)).max(50, 'Too many services');

export const ZStockAssignment = z.object({
  stockItemId: z.string().regex(UUID_PATTERN, M.unknownStockItem),
  quantity: z.number({ error: M.quantityWholeNumber }).int(M.quantityWholeNumber).min(0, M.quantityNotNegative),
});
export type TStockAssignment = z.infer<typeof ZStockAssignment>;

export const ZCreateProperty = z.object({
  name: ZName,
  clientId: ZClientId,
  address: ZAddress,
  notes: ZNotes,
  beds: ZBeds.optional(),
  /** Quantity per stock item, taken off the shelf (staff only). */
  stock: z.array(ZStockAssignment).max(500).optional(),
  services: ZServiceIds.optional(),
});
export type TCreateProperty = z.input<typeof ZCreateProperty>;

/**
 * What POST /api/properties accepts: the client may be left out by a property owner, whose own client
 * is used (or, with none yet, set up from their account: issue 19 M12); anyone else must name one.
 */
export const ZCreatePropertyRequest = ZCreateProperty.extend({ clientId: ZClientId.optional() });
export type TCreatePropertyRequest = z.input<typeof ZCreatePropertyRequest>;

export const ZUpdateProperty = ZCreateProperty.partial();
export type TUpdateProperty = z.input<typeof ZUpdateProperty>;

export const ZPropertyDetails = z.object({
  name: ZName,
  address: z.string({ error: M.addressRequired }).trim().min(1, M.addressRequired).max(500, 'Address is too long'),
  beds: ZBeds,
  notes: ZNotes,
  linenInventory: ZLinenInventory,
  services: ZServiceIds.optional(),
});
export type TPropertyDetails = z.input<typeof ZPropertyDetails>;

export const ZSelectServices = z.object({
  services: z.array(z.string().regex(UUID_PATTERN, M.unknownService), { error: M.selectService }).min(1, M.selectService).max(50),
});
export type TSelectServices = z.input<typeof ZSelectServices>;

export const ZNewClient = z.object({
  name: z.string({ error: M.companyNameRequired }).trim().min(1, M.companyNameRequired).max(200, 'Company name is too long'),
  contactName: ZOptionalText(200, 'Contact name is too long'),
  primaryEmail: z.string({ error: M.primaryEmailRequired }).trim().toLowerCase().min(1, M.primaryEmailRequired).pipe(z.email(M.invalidEmail)),
  phone: ZOptionalText(40, 'Phone number is too long'),
});
export type TNewClient = z.input<typeof ZNewClient>;

/** Either an existing client's id, or a new client to create and assign. */
export const ZAssignClient = z
  .object({
    clientId: z.string().trim().optional(),
    newClient: ZNewClient.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.newClient) return;
    if (!v.clientId || !UUID_PATTERN.test(v.clientId)) ctx.addIssue({ code: 'custom', message: M.selectClient, path: ['clientId'] });
  });
export type TAssignClient = z.input<typeof ZAssignClient>;

/** 'Record deposit received': how it was received (required; see depositReasonProblem). */
export const ZRecordDeposit = z.object({
  reason: z
    .string({ error: DEPOSIT_MESSAGES.reasonRequired })
    .max(2000, DEPOSIT_MESSAGES.reasonTooLong)
    .superRefine((reason, ctx) => {
      const problem = depositReasonProblem(reason);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
export type TRecordDeposit = z.input<typeof ZRecordDeposit>;

/**
 * A tick (tasks 1 and 2) or, for tasks 4 and 5, staff marking the step done by hand: then a reason is
 * required (checked by the service with overrideReasonProblem, so an untick needs none).
 */
export const ZSetTask = z.object({
  completed: z.boolean({ error: 'Say whether the task is completed' }),
  reason: z.string({ error: ONBOARDING_MESSAGES.reasonRequired }).max(2000, ONBOARDING_MESSAGES.reasonTooLong).optional(),
});
export type TSetTask = z.input<typeof ZSetTask>;

export const ZListPropertiesQuery = z.object({
  archived: z.enum(['true', 'false']).optional(),
  search: z.string().trim().max(200).optional(),
  clientId: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || UUID_PATTERN.test(v), 'Unknown client'),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});

// ── Outputs (zod, so GET /api/openapi.json and the web's typed client describe them; nothing parses them) ──

export const ZTaskOverride = z.object({
  reason: z.string(),
  byName: z.string().nullable(),
  byUserId: z.string().nullable(),
  at: z.string(),
});
export const ZOnboardingTask = z.object({
  id: z.number().int(),
  title: z.string(),
  completed: z.boolean(),
  /** Set only on tasks 4 and 5 when staff marked them done by hand and the fact does not (yet) hold. */
  override: ZTaskOverride.nullable().optional(),
});
export type OnboardingTaskShapeCheck = AssertTrue<Same<z.infer<typeof ZOnboardingTask>, OnboardingTask>>;

const ZContractStatus = z.enum(['draft', 'sent', 'signed', 'active', 'cancelled']);
export type ContractStatusShapeCheck = AssertTrue<Same<z.infer<typeof ZContractStatus>, PropertyContractStatus>>;

export const ZPropertyContractSummary = z.object({
  id: z.string(),
  status: ZContractStatus,
  /** Whether the contract has an active share link. */
  hasActiveShare: z.boolean(),
  /**
   * The latest active share link's token: only for callers with properties_edit and for the owner of
   * the property's client (who signs through it); null for everyone else, even when a link is active.
   */
  activeShareToken: z.string().nullable(),
});
export type TPropertyContractSummary = z.infer<typeof ZPropertyContractSummary>;

export const ZPropertyListItem = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  clientId: z.string().nullable(),
  client: z.object({ id: z.string(), name: z.string(), primaryEmail: z.string() }).nullable(),
  /** Number of beds (the inputs call it `beds`). */
  defaultBedConfig: z.number().int(),
  onboardingTasks: z.array(ZOnboardingTask),
  onboardingProgress: z.number(),
  contractSigned: z.boolean(),
  depositPaid: z.boolean(),
  /** A deposit staff recorded as received another way, with their reason (see domain/deposit). */
  depositRecorded: z.object({ reason: z.string(), recordedAt: z.string() }).nullable(),
  /** Selected services' product ids, and the same resolved to names. */
  serviceIds: z.array(z.string()),
  services: z.array(z.object({ id: z.string(), name: z.string() })),
  linenInventory: ZLinenInventory,
  archived: z.boolean(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  contract: ZPropertyContractSummary.nullable(),
});
export type TPropertyListItem = z.infer<typeof ZPropertyListItem>;

export const ZProperty = ZPropertyListItem.extend({
  /** Stock assigned from the shelf. */
  stock: z.array(ZStockAssignment),
}).meta({ id: 'Property' });
export type TProperty = z.infer<typeof ZProperty>;
/** What a read or a change of one property answers. */
export const ZPropertyAnswer = z.object({ property: ZProperty });

export const ZPropertyList = z.object({
  properties: z.array(ZPropertyListItem),
  /** Rows matching the filters on this tab (the list holds at most `limit` of them). */
  total: z.number().int(),
  /** Matching rows per tab, for the tab counts. */
  counts: z.object({ active: z.number().int(), archived: z.number().int() }),
});
export type TPropertyList = z.infer<typeof ZPropertyList>;

/** The /properties screen's pages (GET /api/properties/page, issue 21): a keyset page of list rows. */
export const PROPERTY_PAGE_SIZE = 50;
export const PROPERTY_PAGE_MAX = 200;
/** Tab counts are exact up to this many; above it the screen says '1,000+' (counting further would read every property). */
export const PROPERTY_COUNT_CAP = 1000;
const pageSizeMessage = `The page size must be a whole number from 1 to ${PROPERTY_PAGE_MAX}`;

export const ZPropertyPageQuery = ZListPropertiesQuery.omit({ limit: true, offset: true }).extend({
  cursor: ZPageCursor,
  limit: z.coerce.number({ error: pageSizeMessage }).int(pageSizeMessage).min(1, pageSizeMessage).max(PROPERTY_PAGE_MAX, pageSizeMessage).default(PROPERTY_PAGE_SIZE),
});

export type TPropertyPageQuery = z.output<typeof ZPropertyPageQuery>;

/** A row of the /properties table: what it shows (the detail dialog reads the whole property by id). */
export const ZPropertyRow = ZPropertyListItem.pick({
  id: true,
  name: true,
  address: true,
  notes: true,
  client: true,
  defaultBedConfig: true,
  onboardingProgress: true,
  services: true,
  archived: true,
  contract: true,
});
export type TPropertyRow = z.infer<typeof ZPropertyRow>;

export const ZPropertyPage = z.object({
  properties: z.array(ZPropertyRow),
  /** The next page's cursor; null on the last page. */
  nextCursor: z.string().nullable(),
  /** Matching rows per tab, counted up to `countCap` + 1: a count above `countCap` means "more than countCap". */
  counts: z.object({ active: z.number().int(), archived: z.number().int() }),
  countCap: z.number().int(),
});
export type TPropertyPage = z.infer<typeof ZPropertyPage>;

export const ZStockItem = z.object({
  id: z.string(),
  category: z.enum(['covers', 'sheets', 'pillowcases', 'towels', 'consumables', 'other']),
  type: z.string(),
  size: z.string(),
  onShelf: z.number().int(),
  stockPar: z.number().int(),
});
export type TStockItem = z.infer<typeof ZStockItem>;
export const ZStockItemList = z.object({ stockItems: z.array(ZStockItem) });

export const ZServiceOption = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  pricePence: z.number().int().nullable(),
  mode: z.enum(['payment', 'subscription']),
});
export type TServiceOption = z.infer<typeof ZServiceOption>;
export const ZServiceOptionList = z.object({ services: z.array(ZServiceOption) });

export const ZLinenCardSummary = z.object({
  id: z.string(),
  propertyId: z.string(),
  propertyName: z.string(),
  status: z.enum(['new', 'on_beds', 'changeover_due', 'in_transit']),
  onBedsSince: z.string().nullable(),
  transitSince: z.string().nullable(),
  lastChangeoverDate: z.string().nullable(),
  damagesCount: z.number().int(),
  missingCount: z.number().int(),
  archived: z.boolean(),
});
export type TLinenCardSummary = z.infer<typeof ZLinenCardSummary>;

/**
 * The one Drizzle schema for both drivers (PGlite and PostgreSQL). Money is integer pence, times are
 * timestamptz, statuses are enums. The auth tables (users, sessions, accounts, verifications) follow
 * Better Auth's model, written by hand (its schema CLI needs Node 22).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { InvoiceLine } from '../../shared/domain/collections';
import type { VatCategory } from '../../shared/domain/vat';

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => tstz('created_at').notNull().defaultNow();
const updatedAt = () => tstz('updated_at').notNull().defaultNow();

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

// ── Auth ──────────────────────────────────────────────────────────────────────────────────────────
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('full_name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  phone: text('phone'),
  isSuperadmin: boolean('is_superadmin').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  startupGuideCompleted: boolean('startup_guide_completed').notNull().default(false),
  guideStepsCompleted: jsonb('guide_steps_completed').$type<number[]>().notNull().default([]),
  lastSignInAt: tstz('last_sign_in_at'),
  /** Set when the owner erased their account (decision 0146): the row stays for payments; lists and counts leave it out. */
  erasedAt: tstz('erased_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: tstz('expires_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: tstz('access_token_expires_at'),
    refreshTokenExpiresAt: tstz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

export const userAvatars = pgTable('user_avatars', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Secrets the app generates itself on first start (the auth secret when BETTER_AUTH_SECRET is unset,
 * the test checkout's webhook key), shared by every process on this database. Never shown anywhere.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** Fixed-window counters for sign-in, sign-up and password-reset limits. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: tstz('window_start').notNull(),
});

/**
 * Failed sign-ins with back-off (decision 0164): one row per account and IP, account and known
 * device, or account across unknown devices. In the database so every app process shares them.
 */
export const signInThrottles = pgTable('sign_in_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: tstz('last_failure_at').notNull(),
  blockedUntil: tstz('blocked_until').notNull(),
});

// ── Roles ─────────────────────────────────────────────────────────────────────────────────────────
export const roles = pgTable('user_roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  roleName: text('role_name').notNull().unique(),
  displayName: text('display_name').notNull(),
  description: text('description').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionName: text('permission_name').notNull(),
    permissionValue: boolean('permission_value').notNull(),
  },
  (t) => [uniqueIndex('role_permissions_role_name_uq').on(t.roleId, t.permissionName)],
);

export const roleAssignments = pgTable(
  'user_role_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
    isActive: boolean('is_active').notNull().default(true),
    assignedAt: tstz('assigned_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('role_assignments_one_active_uq').on(t.userId).where(sql`${t.isActive}`)],
);

// ── Clients, properties, contracts ────────────────────────────────────────────────────────────────
export const clientStatus = pgEnum('client_status', ['lead', 'qualified', 'customer', 'lost']);

export interface OnboardingTask {
  id: number;
  title: string;
  completed: boolean;
  /** Staff marked task 4 or 5 done by hand, with a reason (shared/domain/onboarding TaskOverride). */
  override?: { reason: string; byName: string | null; byUserId: string | null; at: string } | null;
}

export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    contactName: text('contact_name'),
    username: text('username'),
    primaryEmail: text('primary_email').notNull(),
    secondaryEmails: jsonb('secondary_emails').$type<string[]>().notNull().default([]),
    phone: text('phone'),
    billingNotes: text('billing_notes'),
    status: clientStatus('status').notNull().default('lead'),
    lastTouch: tstz('last_touch').notNull().defaultNow(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    profilePhoto: text('profile_photo'),
    onboardingTasks: jsonb('onboarding_tasks').$type<OnboardingTask[]>().notNull().default([]),
    onboardingProgress: integer('onboarding_progress').notNull().default(0),
    /** Set when the owner's personal data was erased (issue 10): the row stays, anonymised, for bookkeeping. */
    erasedAt: tstz('erased_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('clients_user_idx').on(t.userId),
    // The clients list: newest first, a page at a time.
    index('clients_list_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // One client per primary e-mail and per username, ignoring case (issue 7 C1).
    uniqueIndex('clients_primary_email_unique').on(sql`lower(${t.primaryEmail})`),
    uniqueIndex('clients_username_unique')
      .on(sql`lower(${t.username})`)
      .where(sql`${t.username} is not null`),
    check('clients_progress_range', sql`${t.onboardingProgress} between 0 and 100`),
  ],
);

/** A client's profile photo, re-encoded to WebP (like user avatars). */
export const clientPhotos = pgTable('client_photos', {
  clientId: uuid('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  updatedAt: updatedAt(),
});

export const contractStatus = pgEnum('contract_status', ['draft', 'active', 'completed', 'cancelled']);

export const contracts = pgTable(
  'contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    startDate: date('start_date'),
    depositAmountPence: integer('deposit_amount_pence').notNull().default(0),
    termsText: text('terms_text'),
    status: contractStatus('status').notNull().default('draft'),
    createdAt: createdAt(),
  },
  (t) => [
    index('contracts_client_idx').on(t.clientId),
    check('contracts_deposit_nonneg', sql`${t.depositAmountPence} >= 0`),
  ],
);

export interface LinenInventory {
  covers: Record<'single' | 'double' | 'king' | 'superking', number>;
  sheets: Record<'single' | 'double' | 'king' | 'superking', number>;
  pillowcases: Record<'single' | 'double' | 'king' | 'superking', number>;
  towels: { hand_towels: number; bath_towels: number; bath_mats: number };
  consumables: { full_consumables: boolean; tea_towels: boolean; toilet_rolls: boolean; no_consumables: boolean };
}

export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    address: text('address'),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    notes: text('notes'),
    defaultBedConfig: integer('default_bed_config').notNull().default(0),
    onboardingTasks: jsonb('onboarding_tasks').$type<OnboardingTask[]>().notNull().default([]),
    onboardingProgress: integer('onboarding_progress').notNull().default(0),
    contractSigned: boolean('contract_signed').notNull().default(false),
    depositPaid: boolean('deposit_paid').notNull().default(false),
    /** A deposit staff recorded as received another way (issue 7 C2): why, when and by whom. */
    depositRecordedReason: text('deposit_recorded_reason'),
    depositRecordedAt: tstz('deposit_recorded_at'),
    depositRecordedBy: text('deposit_recorded_by').references(() => users.id, { onDelete: 'set null' }),
    /** Selected services: product ids of the catalogue. */
    stripeProducts: jsonb('stripe_products').$type<string[]>().notNull().default([]),
    linenInventory: jsonb('linen_inventory').$type<LinenInventory | null>(),
    archived: boolean('archived').notNull().default(false),
    archivedAt: tstz('archived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('properties_client_idx').on(t.clientId),
    // The properties list: one tab (archived or not), newest first, a page at a time.
    index('properties_list_idx').on(t.archived, t.createdAt.desc().nullsFirst(), t.id),
    // The damage filter's property search: names by prefix, any case, in byte order (issue 21, decision 0174).
    index('properties_name_search_idx').on(sql`(lower(${t.name}) collate "C")`),
    // The Archived tab: most recently archived first, a keyset page at a time (issue 21).
    index('properties_archived_list_idx').on(t.archivedAt.desc().nullsLast(), t.createdAt.desc().nullsFirst(), t.id).where(sql`${t.archived}`),
    check('properties_beds_nonneg', sql`${t.defaultBedConfig} >= 0`),
    check('properties_progress_range', sql`${t.onboardingProgress} between 0 and 100`),
  ],
);

export const propertyContractStatus = pgEnum('property_contract_status', [
  'draft',
  'sent',
  'signed',
  'active',
  'cancelled',
]);

export interface SignatureData {
  signature: string;
  signed_date: string;
  signed_by: string;
  ip_address: string | null;
  user_agent: string | null;
  terms_sha256: string;
}

export const propertyContracts = pgTable(
  'property_contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('contract_title').notNull(),
    terms: text('contract_terms').notNull().default(''),
    depositAmountPence: integer('deposit_amount_pence').notNull().default(0),
    /** The hire clock's charge for this contract, when it differs from the provider's setting (issue 18). */
    lateChangeoverPence: integer('late_changeover_pence'),
    /** Days on beds between repeated late-changeover charges for this contract, when it differs. */
    lateChangeoverEveryDays: integer('late_changeover_every_days'),
    status: propertyContractStatus('status').notNull().default('draft'),
    signedDate: tstz('signed_date'),
    signatureData: jsonb('signature_data').$type<SignatureData | null>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('property_contracts_property_idx').on(t.propertyId),
    // Each listed property's latest contract.
    index('property_contracts_latest_idx').on(t.propertyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('property_contracts_deposit_nonneg', sql`${t.depositAmountPence} >= 0`),
    check(
      'property_contracts_late_changeover_range',
      sql`(${t.lateChangeoverPence} is null or ${t.lateChangeoverPence} between 0 and 10000000) and (${t.lateChangeoverEveryDays} is null or ${t.lateChangeoverEveryDays} between 1 and 365)`,
    ),
  ],
);

export const contractShares = pgTable(
  'contract_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => propertyContracts.id, { onDelete: 'cascade' }),
    shareToken: text('share_token').notNull().unique(),
    isActive: boolean('is_active').notNull().default(true),
    signedAt: tstz('signed_at'),
    clientIp: text('client_ip'),
    clientName: text('client_name'),
    userAgent: text('user_agent'),
    viewOnly: boolean('view_only').notNull().default(false),
    /** Set when the contract was cancelled: the link ended for good and is never made active again. */
    revokedAt: tstz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('contract_shares_contract_idx').on(t.contractId),
    // A contract's latest live share link (properties list).
    index('contract_shares_active_idx').on(t.contractId, t.createdAt.desc().nullsFirst()).where(sql`${t.isActive}`),
    // One active unsigned link per contract (issue 19 L1): sharing again hands back the same link.
    uniqueIndex('contract_shares_one_open_uq').on(t.contractId).where(sql`${t.isActive} and ${t.signedAt} is null`),
    check('contract_shares_revoked_inactive', sql`${t.revokedAt} is null or not ${t.isActive}`),
  ],
);

/** What happened, by whom, from where: signatures, payments, user administration. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    // The audit log viewer (issue 10): newest first, by user and by kind, paged by (created_at, id).
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_actor_idx').on(t.actorUserId, t.createdAt.desc()),
    index('audit_log_action_idx').on(t.action, t.createdAt.desc()),
  ],
);

// ── Linen operations ──────────────────────────────────────────────────────────────────────────────
export const cleaningTeams = pgTable(
  'cleaning_teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    contactPerson: text('contact_person'),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    specialties: jsonb('specialties').$type<string[]>().notNull().default([]),
    rating: integer('rating').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('cleaning_teams_rating_range', sql`${t.rating} between 0 and 5`)],
);

export const linenCardStatus = pgEnum('linen_card_status', ['new', 'on_beds', 'changeover_due', 'in_transit']);

export const linenCards = pgTable(
  'linen_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    status: linenCardStatus('status').notNull().default('new'),
    onBedsSince: tstz('on_beds_since'),
    transitSince: tstz('transit_since'),
    lastChangeoverDate: tstz('last_changeover_date'),
    damagesCount: integer('damages_count').notNull().default(0),
    missingCount: integer('missing_count').notNull().default(0),
    damageNotes: text('damage_notes'),
    billingTags: jsonb('billing_tags').$type<string[]>().notNull().default([]),
    notes: text('notes'),
    cleaningTeamId: uuid('cleaning_team_id').references(() => cleaningTeams.id, { onDelete: 'set null' }),
    archived: boolean('archived').notNull().default(false),
    /** Taken off the board because its property was archived: restoring the property brings it back (issue 19 M6). */
    archivedWithProperty: boolean('archived_with_property').notNull().default(false),
    /** The code printed on the bag's QR label: random, so a guessed code names nothing. */
    labelCode: text('label_code')
      .notNull()
      .unique()
      .default(sql`upper(substr(replace(gen_random_uuid()::text,'-',''),1,12))`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('linen_cards_one_per_property_uq').on(t.propertyId).where(sql`not ${t.archived}`),
    index('linen_cards_status_idx').on(t.status),
    // The overdue sweep: on_beds cards, oldest on beds first; with id, the courier's Collect list's whole order
    // (cards that went on beds at the same instant are not sorted after reading them all).
    index('linen_cards_sweep_idx').on(t.status, t.onBedsSince, t.id).where(sql`not ${t.archived}`),
    // The version read and the board order: the latest change in scope.
    index('linen_cards_client_updated_idx').on(t.clientId, t.updatedAt),
    // A property's cards, archived ones too (the damages list narrowed to a property, decision 0174).
    index('linen_cards_property_idx').on(t.propertyId),
    // The board's columns (decision 0172): counts, and pages newest first (a backward scan), across clients and of one owner's.
    index('linen_cards_board_idx').on(t.status, t.createdAt, t.id).where(sql`not ${t.archived}`),
    index('linen_cards_client_board_idx').on(t.clientId, t.status, t.createdAt, t.id).where(sql`not ${t.archived}`),
    // The 'over 4 days in transit' count and filter read the overdue cards only; with id, the Return list's whole order.
    index('linen_cards_transit_idx').on(t.status, t.transitSince, t.id).where(sql`not ${t.archived}`),
    // The board's change feed across clients: cards changed since a version.
    index('linen_cards_updated_idx').on(t.updatedAt),
    // The reports' exceptions, newest update first a page at a time (decision 0184, a backward scan): the
    // current cards in a status with a clock (the only ones that can be overdue), in the keyset's order.
    index('linen_cards_exceptions_idx')
      .on(t.updatedAt, t.id)
      .where(sql`not ${t.archived} and ${t.status} in ('on_beds', 'changeover_due', 'in_transit')`),
    check('linen_cards_counts_nonneg', sql`${t.damagesCount} >= 0 and ${t.missingCount} >= 0`),
  ],
);

export const invoiceStatus = pgEnum('invoice_status', ['unpaid', 'paid']);

/** A changeover is also the collection record of its bag. */
export const changeovers = pgTable(
  'changeovers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linenCardId: uuid('linen_card_id')
      .notNull()
      .references(() => linenCards.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    cleaningTeamId: uuid('cleaning_team_id').references(() => cleaningTeams.id, { onDelete: 'set null' }),
    startedAt: tstz('started_at'),
    transitAt: tstz('transit_at'),
    scheduledDate: date('scheduled_date'),
    collectedAt: tstz('collected_at'),
    returnedAt: tstz('returned_at'),
    amountPence: integer('amount_pence').notNull().default(0),
    /** What the payments recorded for this invoice came to (a payment never lowers amount_pence). */
    amountPaidPence: integer('amount_paid_pence').notNull().default(0),
    /** The invoice's lines, fixed at Collect from the property's services then; null on older invoices. */
    invoiceLines: jsonb('invoice_lines').$type<InvoiceLine[]>(),
    invoiceStatus: invoiceStatus('invoice_status').notNull().default('unpaid'),
    paidAt: tstz('paid_at'),
    billingTags: jsonb('billing_tags').$type<string[]>().notNull().default([]),
    notes: text('notes'),
    /**
     * The damage and missing counts recorded on the card during this changeover's cycle (decision 0081:
     * from started_at, else collected_at, until returned_at), kept by database triggers in the same
     * transaction as the change (decision 0175, migration changeover_cycle_sums); never written by code.
     */
    cycleDamagesCount: integer('cycle_damages_count').notNull().default(0),
    cycleMissingCount: integer('cycle_missing_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // The collections ledger newest first by keyset (collected_at, id): over all and by client on the
    // window indexes below, by invoice status on this one (decision 0174).
    index('changeovers_status_collected_idx').on(t.invoiceStatus, t.collectedAt, t.id),
    index('changeovers_card_idx').on(t.linenCardId),
    // Made by migration 0016's rollups; also a property's turnover for the par levels (issue 24).
    index('changeovers_property_collected_idx').on(t.propertyId, t.collectedAt),
    // /changeovers and /collections (decisions 0175, 0174): the keyset page (collected_at, id) and the
    // window's tiles, index-only; owners by (client_id, collected_at, id).
    index('changeovers_window_idx').on(t.collectedAt, t.id, t.returnedAt, t.cycleDamagesCount, t.cycleMissingCount),
    index('changeovers_client_window_idx').on(t.clientId, t.collectedAt, t.id),
    check('changeovers_amount_nonneg', sql`${t.amountPence} >= 0`),
  ],
);

export const productMode = pgEnum('product_mode', ['payment', 'subscription']);

export const products = pgTable('products', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  pricePence: integer('price_pence'),
  priceId: text('price_id').notNull().unique(),
  mode: productMode('mode').notNull(),
  source: text('source').notNull().default('catalogue'),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  syncedAt: tstz('synced_at'),
  createdAt: createdAt(),
});

export const activityType = pgEnum('activity_type', ['damage']);

export const linenActivities = pgTable(
  'linen_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linenCardId: uuid('linen_card_id')
      .notNull()
      .references(() => linenCards.id, { onDelete: 'cascade' }),
    activityType: activityType('activity_type').notNull().default('damage'),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** A damage row may name a stock item instead of a catalogue product. */
    stockItemId: uuid('stock_item_id').references(() => stockItems.id, { onDelete: 'set null' }),
    /** The product's name when recorded (the product may be renamed or removed later). */
    productName: text('product_name'),
    itemSku: text('item_sku'),
    quantity: integer('quantity').notNull().default(0),
    damagesCount: integer('damages_count').notNull().default(0),
    missingCount: integer('missing_count').notNull().default(0),
    unitPricePence: integer('unit_price_pence').notNull().default(0),
    notes: text('notes'),
    chargedAt: tstz('charged_at'),
    /** When staff asked the owner to pay this damage (issue 10): one request, reused while open. */
    chargeRequestedAt: tstz('charge_requested_at'),
    chargeRequestedBy: text('charge_requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // The damages list newest first by keyset (created_at, id): over all, and per card (decision 0174).
    index('linen_activities_created_id_idx').on(t.createdAt, t.id),
    index('linen_activities_card_created_id_idx').on(t.linenCardId, t.createdAt, t.id),
    check(
      'linen_activities_nonneg',
      sql`${t.quantity} >= 0 and ${t.damagesCount} >= 0 and ${t.missingCount} >= 0 and ${t.unitPricePence} >= 0`,
    ),
  ],
);

/** A card's history: every move (automatic ones with no actor), damage record and edit. */
export const linenCardEvents = pgTable(
  'linen_card_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linenCardId: uuid('linen_card_id')
      .notNull()
      .references(() => linenCards.id, { onDelete: 'cascade' }),
    /** Null for the automatic overdue move. */
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    fromStatus: linenCardStatus('from_status'),
    toStatus: linenCardStatus('to_status'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('linen_card_events_card_idx').on(t.linenCardId, t.createdAt)],
);

/** Photos of a damage record (issue 10): images re-encoded to WebP on the server, at most 5 per record. */
export const damagePhotos = pgTable(
  'damage_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => linenActivities.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('damage_photos_activity_idx').on(t.activityId, t.createdAt)],
);

/**
 * A courier's stop sent from a phone (issue 22, decision 0187): one row per action, keyed by the id the
 * phone made, so a repeat is answered from the row. Applied or refused (the refusal kept with its reason);
 * the move's times took `happened_at` (the phone's time), `received_at` is when the server had it.
 */
export const courierVisits = pgTable(
  'courier_visits',
  {
    id: uuid('id').primaryKey(),
    linenCardId: uuid('linen_card_id')
      .notNull()
      .references(() => linenCards.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    courierUserId: text('courier_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    bagCode: text('bag_code'),
    happenedAt: tstz('happened_at').notNull(),
    receivedAt: tstz('received_at').notNull(),
    outcome: text('outcome').notNull(),
    refusalCode: text('refusal_code'),
    refusalMessage: text('refusal_message'),
    cardEventId: uuid('card_event_id'),
    changeoverId: uuid('changeover_id').references(() => changeovers.id, { onDelete: 'set null' }),
    noOnePresent: boolean('no_one_present').notNull().default(false),
    signerName: text('signer_name'),
    signature: bytea('signature'),
    notes: text('notes'),
  },
  (t) => [
    index('courier_visits_card_idx').on(t.linenCardId, t.happenedAt),
    index('courier_visits_property_idx').on(t.propertyId, t.happenedAt),
    index('courier_visits_changeover_idx').on(t.changeoverId).where(sql`${t.changeoverId} is not null`),
    // The variance list (decision 0192): applied visits newest first, the keyset's whole order.
    index('courier_visits_applied_idx').on(t.happenedAt.desc(), t.id.desc()).where(sql`${t.outcome} = 'applied'`),
    check('courier_visits_action', sql`${t.action} in ('collect', 'return', 'deliver', 'no_access')`),
    check('courier_visits_outcome', sql`${t.outcome} in ('applied', 'refused')`),
  ],
);

/**
 * A visit's counts per item of the property's linen inventory ('covers.double', 'towels.bath_mats'):
 * what the inventory had out on hire when the visit was applied, and what the courier counted.
 */
export const courierVisitCounts = pgTable(
  'courier_visit_counts',
  {
    visitId: uuid('visit_id')
      .notNull()
      .references(() => courierVisits.id, { onDelete: 'cascade' }),
    item: text('item').notNull(),
    expected: integer('expected').notNull(),
    counted: integer('counted').notNull(),
  },
  (t) => [primaryKey({ columns: [t.visitId, t.item] }), check('courier_visit_counts_nonneg', sql`${t.expected} >= 0 and ${t.counted} >= 0`)],
);

/**
 * What became of a variance (a count that differs from what was out on hire; decision 0192): resolved with
 * a reason, or charged as a replacement (`charge_id`). One row per visit and item, so a variance is handled
 * once whatever the parallel clicks.
 */
export const courierVisitResolutions = pgTable(
  'courier_visit_resolutions',
  {
    visitId: uuid('visit_id').notNull(),
    item: text('item').notNull(),
    reason: text('reason').notNull(),
    resolvedBy: text('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: tstz('resolved_at').notNull(),
    chargeId: uuid('charge_id').references(() => charges.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ name: 'courier_visit_resolutions_pkey', columns: [t.visitId, t.item] }),
    foreignKey({ name: 'courier_visit_resolutions_count_fk', columns: [t.visitId, t.item], foreignColumns: [courierVisitCounts.visitId, courierVisitCounts.item] }).onDelete('cascade'),
    index('courier_visit_resolutions_resolved_idx').on(t.resolvedAt.desc(), t.visitId.desc(), t.item.desc()),
  ],
);

/**
 * A photo taken at the door, sent before its visit (PUT /api/courier/photos/:id, the phone's id) and
 * attached when the visit names it; re-encoded to WebP without metadata as damage photos are.
 */
export const courierVisitPhotos = pgTable(
  'courier_visit_photos',
  {
    id: uuid('id').primaryKey(),
    visitId: uuid('visit_id').references(() => courierVisits.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('courier_visit_photos_visit_idx').on(t.visitId, t.createdAt)],
);

export const stockCategory = pgEnum('stock_category', ['covers', 'sheets', 'pillowcases', 'towels', 'consumables', 'other']);

export const stockItems = pgTable(
  'stock_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: stockCategory('category').notNull(),
    type: text('type').notNull(),
    size: text('size').notNull().default(''),
    onShelf: integer('on_shelf').notNull().default(0),
    inTransit: integer('in_transit').notNull().default(0),
    stockPar: integer('stock_par').notNull().default(0),
    minimumStock: integer('minimum_stock').notNull().default(0),
    maximumStock: integer('maximum_stock').notNull().default(0),
    unitCostPence: integer('unit_cost_pence').notNull().default(0),
    /** Bumped by every save: a save that read an older version is refused, never lost (issue 10). */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('stock_items_kind_uq').on(t.category, t.type, t.size),
    check('stock_items_nonneg', sql`${t.onShelf} >= 0 and ${t.inTransit} >= 0 and ${t.unitCostPence} >= 0`),
  ],
);

/**
 * Per stock item, its par as the sum of the non-archived properties' pars (decision 0197, amended for issue
 * 21): worked out by the hourly job, all items in one transaction, so /stock reads one row per item. A null
 * par: no property slot fits the item (consumables, other), which keeps the spec's 3 × on beds.
 */
export const stockItemPars = pgTable('stock_item_pars', {
  stockItemId: uuid('stock_item_id')
    .primaryKey()
    .references(() => stockItems.id, { onDelete: 'cascade' }),
  par: integer('par'),
  computedAt: tstz('computed_at').notNull(),
});

/** Stock assigned to a property from the shelf (the property form's quantity per stock item). */
export const propertyStock = pgTable(
  'property_stock',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    stockItemId: uuid('stock_item_id')
      .notNull()
      .references(() => stockItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    uniqueIndex('property_stock_uq').on(t.propertyId, t.stockItemId),
    check('property_stock_nonneg', sql`${t.quantity} >= 0`),
  ],
);

export const linenRequestStatus = pgEnum('linen_request_status', ['pending', 'accepted', 'declined']);

/** Where a linen request came from: the owner's form, staff, or the property's booking calendar. */
export const linenRequestSource = pgEnum('linen_request_source', ['owner', 'staff', 'booking']);

export const linenRequests = pgTable(
  'linen_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedDate: date('requested_date').notNull(),
    /** The requested date at 08:00 Europe/London: the instant the 48-hour rule counts to. */
    requestedFor: tstz('requested_for').notNull(),
    notes: text('notes'),
    status: linenRequestStatus('status').notNull().default('pending'),
    source: linenRequestSource('source').notNull().default('owner'),
    /** The booking's UID in the imported calendar (source booking): one request per booking. */
    bookingUid: text('booking_uid'),
    acceptedAt: tstz('accepted_at'),
    declinedAt: tstz('declined_at'),
    declineReason: text('decline_reason'),
    /** Who accepted or declined it (null: decided by the 48-hour rule on submit). */
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * When the booking this accepted request was made from left the feed or was cancelled (issue 24):
     * the request is flagged for a person to decide; null once they do, or while the booking stands.
     */
    bookingGoneAt: tstz('booking_gone_at'),
    /**
     * When a person kept this request after its booking had gone (issue 24): it keeps its booking's UID, so
     * the booking coming back makes no second request, and is never flagged again.
     */
    bookingKeptAt: tstz('booking_kept_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('linen_requests_status_idx').on(t.status),
    index('linen_requests_date_idx').on(t.requestedDate),
    index('linen_requests_property_idx').on(t.propertyId, t.requestedDate),
    // /requests (decision 0175): a status's keyset page by (requested_date, created_at, id) and its count.
    index('linen_requests_status_day_idx').on(t.status, t.requestedDate, t.createdAt, t.id),
    uniqueIndex('linen_requests_booking_uq').on(t.propertyId, t.bookingUid),
    // Accepted requests whose booking is gone, waiting for a person (issue 24): a short list.
    index('linen_requests_booking_gone_idx').on(t.bookingGoneAt).where(sql`${t.bookingGoneAt} is not null`),
  ],
);

export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    date: date('date').notNull(),
    description: text('description'),
    color: text('color').notNull().default('#3b82f6'),
    linenRequestId: uuid('linen_request_id')
      .unique()
      .references(() => linenRequests.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  // A range of days in the order the calendar lists them, a keyset page or a day's first few at a time (issue 21).
  (t) => [index('calendar_events_page_idx').on(t.date, t.createdAt, t.id)],
);

/** A user's private calendar feed (issue 9): the token in the URL; regenerating replaces it. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: createdAt(),
});

/** A property's booking calendar (iCal export URL from Airbnb, Vrbo, Booking.com) and its last sync. */
export const bookingCalendars = pgTable('booking_calendars', {
  propertyId: uuid('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  lastSyncedAt: tstz('last_synced_at'),
  /** The last sync's failure in plain words; null after a good sync. */
  lastError: text('last_error'),
  lastAttemptAt: tstz('last_attempt_at'),
  /** When the provider was e-mailed that this feed has not been read for 6 hours (issue 24); cleared by a good read. */
  staleAlertedAt: tstz('stale_alerted_at'),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Where a stay came from: the property's calendar feed or its property-management system's webhook. */
export const bookingSource = pgEnum('booking_source', ['ical', 'guesty', 'hostfully']);

/**
 * A guest's stay at a property as its calendar feed or its property-management system last told it
 * (issue 24): what the forecast reads for stays not yet turned into requests, and what gives a round's
 * stop its time window (after the check-out, before the next check-in). One row per (property, uid);
 * a request made from it carries the same uid in linen_requests.booking_uid.
 */
export const bookings = pgTable(
  'bookings',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** The feed's UID, or '<system>:<reservation id>' for a webhook's booking. */
    uid: text('uid').notNull(),
    source: bookingSource('source').notNull(),
    checkIn: date('check_in').notNull(),
    checkOut: date('check_out').notNull(),
    /** 'HH:MM' London time when the source states it; null: the business's default. */
    checkInTime: text('check_in_time'),
    checkOutTime: text('check_out_time'),
    guests: integer('guests'),
    cancelled: boolean('cancelled').notNull().default(false),
    /** The source's own last-modified time of this booking: an older delivery never overwrites a newer one. */
    sourceUpdatedAt: tstz('source_updated_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.uid] }),
    index('bookings_check_out_idx').on(t.checkOut, t.propertyId),
    index('bookings_check_in_idx').on(t.checkIn, t.propertyId),
  ],
);

/** A property's property-management-system webhook (issue 24): which system, and the secret its calls are signed with. */
export const bookingWebhooks = pgTable('booking_webhooks', {
  propertyId: uuid('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  system: bookingSource('system').notNull(),
  /** The HMAC-SHA256 signing secret, shown to the owner to paste into the system. */
  secret: text('secret').notNull(),
  /** The system's listing id this property is; a call naming another listing is refused. Null: any. */
  externalListingId: text('external_listing_id'),
  lastReceivedAt: tstz('last_received_at'),
  lastError: text('last_error'),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [check('booking_webhooks_system_ck', sql`${t.system} <> 'ical'`)]);

/** Each webhook delivery taken, by the system's event id (or the body's hash): a repeated delivery changes nothing. */
export const bookingWebhookDeliveries = pgTable(
  'booking_webhook_deliveries',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    deliveryKey: text('delivery_key').notNull(),
    receivedAt: tstz('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.deliveryKey] }), index('booking_webhook_deliveries_received_idx').on(t.receivedAt)],
);

/**
 * A UK postcode's centre (issue 24): what a super admin's import of the open postcode directory keeps,
 * and nothing else. The postcode is stored upper case without spaces.
 */
export const postcodePoints = pgTable('postcode_points', {
  postcode: text('postcode').primaryKey(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
});

/** Each postcode-file import: who, when, how many rows it read and kept, and how it ended. */
export const postcodeImports = pgTable('postcode_imports', {
  id: uuid('id').primaryKey().defaultRandom(),
  fileName: text('file_name'),
  importedBy: text('imported_by').references(() => users.id, { onDelete: 'set null' }),
  rowsRead: integer('rows_read').notNull().default(0),
  rowsKept: integer('rows_kept').notNull().default(0),
  startedAt: tstz('started_at').notNull().defaultNow(),
  finishedAt: tstz('finished_at'),
  error: text('error'),
});

/**
 * The order of a day's round (issue 24) as staff last set it or the planner made it: the stops' keys
 * ('collect:<card id>', 'deliver:<card id>', 'return:<card id>', 'request:<request id>') in driving
 * order. Stops not listed follow in the planner's order. `version` guards two people reordering at once.
 */
export const roundOrders = pgTable('round_orders', {
  day: date('day').primaryKey(),
  stopKeys: jsonb('stop_keys').$type<string[]>().notNull().default([]),
  /** 'drive' (postcode coordinates), 'district' (postcode districts) or 'manual' (staff dragged). */
  method: text('method').notNull(),
  version: integer('version').notNull().default(1),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/** A reminder kind a user switched off (settings or the unsubscribe link); absent means on. */
export const notificationOptOuts = pgTable(
  'notification_opt_outs',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** Each reminder sent: the unique key makes 'once per event and recipient' hold across instances. */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /** What it is about: a request, card, collection or damage activity id, with the stage ('7d', '10d', ...). */
    subjectId: text('subject_id').notNull(),
    stage: text('stage').notNull().default(''),
    recipient: text('recipient').notNull(),
    sentAt: tstz('sent_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('reminder_sends_uq').on(t.kind, t.subjectId, t.stage, t.recipient)],
);

// ── Payments ──────────────────────────────────────────────────────────────────────────────────────
export const checkoutStatus = pgEnum('checkout_status', ['open', 'complete', 'expired']);

/**
 * A checkout we started: what it is for, so the webhook can apply its effects. A checkout for one thing
 * (a property's deposit, a collection invoice, a damage record, a charge) names it in subject_id: a user
 * has at most one open checkout per purpose and subject (issue 19 L1, decision 0166).
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id').unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: productMode('mode').notNull(),
    /** `name`: the line's own name when no catalogue product stands behind it (a collection invoice, a stock item's damage). */
    lineItems: jsonb('line_items').$type<{ priceId: string; quantity: number; amountPence: number; name?: string }[]>().notNull(),
    purpose: text('purpose').notNull(),
    reference: jsonb('reference').$type<Record<string, string>>().notNull().default({}),
    /** What it pays for (the property, changeover, damage record or charge id); null for a purchase from /pricing. */
    subjectId: text('subject_id'),
    status: checkoutStatus('status').notNull().default('open'),
    url: text('url'),
    /** The provider's subscription this checkout started (subscription mode, once completed). */
    subscriptionId: text('subscription_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('checkout_sessions_one_open_uq').on(t.userId, t.purpose, t.subjectId).where(sql`${t.status} = 'open' and ${t.subjectId} is not null`),
  ],
);

export const orders = pgTable(
  'stripe_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    checkoutSessionId: text('checkout_session_id').notNull().unique(),
    paymentIntentId: text('payment_intent_id'),
    amountTotalPence: integer('amount_total_pence').notNull().default(0),
    currency: text('currency').notNull().default('gbp'),
    paymentStatus: text('payment_status').notNull(),
    status: text('status').notNull(),
    purpose: text('purpose').notNull().default('purchase'),
    reference: jsonb('reference').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // GET /api/orders pages newest first by (created_at, id): one user's, or everyone's (issue 21).
    index('stripe_orders_user_page_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('stripe_orders_page_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/** One row per subscription: a user has at most one active main plan, and any add-ons beside it. */
export const subscriptions = pgTable(
  'stripe_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id'),
    subscriptionId: text('subscription_id').unique(),
    priceId: text('price_id'),
    subscriptionStatus: text('subscription_status').notNull(),
    currentPeriodEnd: tstz('current_period_end'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('stripe_subscriptions_user_idx').on(t.userId),
    // One billing subscription per user and product (issue 19 M2): a second stays canceled.
    uniqueIndex('stripe_subscriptions_one_billing_uq')
      .on(t.userId, t.priceId)
      .where(sql`${t.subscriptionStatus} in ('active', 'trialing', 'past_due', 'unpaid', 'incomplete')`),
  ],
);

/** Webhook events already handled: a replayed event id changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: tstz('received_at').notNull().defaultNow(),
});

// ── Charges and deposit refunds (issue 18) ───────────────────────────────────────────────────────
/**
 * late_changeover: the hire clock (linen on beds past its period); late_payment: a fee on an overdue item;
 * replacement: linen short at a courier's count (the variance list); missed_collection: the 'No access' fee.
 */
export const chargeKind = pgEnum('charge_kind', ['late_changeover', 'late_payment', 'replacement', 'missed_collection']);
export const chargeStatus = pgEnum('charge_status', ['pending', 'paid', 'waived']);

/**
 * A charge the provider makes beside the collection invoices and damage records. Each happens exactly
 * once: `dedupe_key` is unique per kind (late_changeover: card, its on-beds start and the period;
 * late_payment: the overdue item), so retries, races, restarts and several instances add one row.
 */
export const charges = pgTable(
  'charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: chargeKind('kind').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    linenCardId: uuid('linen_card_id').references(() => linenCards.id, { onDelete: 'set null' }),
    /** late_changeover: the overdue period (1, 2, ...) since on_beds_since. */
    period: integer('period'),
    /** The on-beds start the period counts from (late_changeover). */
    onBedsSince: tstz('on_beds_since'),
    /** late_payment: what was paid late ('collection' | 'damage') and its id. */
    subjectType: text('subject_type'),
    subjectId: uuid('subject_id'),
    amountPence: integer('amount_pence').notNull(),
    reason: text('reason').notNull(),
    status: chargeStatus('status').notNull().default('pending'),
    /** Null when the server added it (the hire clock, the automatic late-payment policy). */
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    paidAt: tstz('paid_at'),
    /** How it was settled: 'checkout' or 'deposit'. */
    paidVia: text('paid_via'),
    waivedAt: tstz('waived_at'),
    waivedBy: text('waived_by').references(() => users.id, { onDelete: 'set null' }),
    waiveReason: text('waive_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('charges_once_uq').on(t.kind, t.dedupeKey),
    index('charges_client_status_idx').on(t.clientId, t.status, t.createdAt),
    index('charges_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('charges_card_idx').on(t.linenCardId, t.status),
    index('charges_property_idx').on(t.propertyId, t.status),
    check('charges_amount_range', sql`${t.amountPence} > 0 and ${t.amountPence} <= 10000000`),
    check('charges_paid_fields', sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
    check('charges_waived_fields', sql`(${t.status} = 'waived') = (${t.waivedAt} is not null)`),
  ],
);

export const depositRefundStatus = pgEnum('deposit_refund_status', ['pending', 'succeeded', 'failed']);

/**
 * A property's deposit returned (issue 18): at most one per property (the primary key), so a deposit
 * is refunded once. What was withheld for unpaid items is listed; the refund goes through the payment
 * provider (provider 'stripe' or 'test') or was made outside the app ('manual', e.g. a deposit staff
 * recorded as received by bank transfer).
 */
export interface WithheldItem {
  type: 'collection' | 'damage' | 'charge';
  id: string;
  label: string;
  amountPence: number;
}

export const depositRefunds = pgTable(
  'deposit_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .unique()
      .references(() => properties.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    depositPence: integer('deposit_pence').notNull(),
    withheldPence: integer('withheld_pence').notNull().default(0),
    amountPence: integer('amount_pence').notNull(),
    withheld: jsonb('withheld').$type<WithheldItem[]>().notNull().default([]),
    provider: text('provider').notNull(),
    paymentIntentId: text('payment_intent_id'),
    providerRefundId: text('provider_refund_id').unique(),
    status: depositRefundStatus('status').notNull().default('pending'),
    note: text('note'),
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    refundedAt: tstz('refunded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('deposit_refunds_amounts', sql`${t.amountPence} >= 0 and ${t.withheldPence} >= 0 and ${t.amountPence} + ${t.withheldPence} = ${t.depositPence}`),
  ],
);

// ── Invoices and credit notes (issue 23, decision 0194) ──────────────────────────────────────────
/**
 * The gap-free numbering of invoices and credit notes: one row per sequence ('invoice', 'credit_note').
 * A number is taken by locking its row, inside the transaction that writes the document, so a rolled
 * back document rolls its number back too, and parallel issuers on several processes take turns.
 */
export const documentSequences = pgTable('document_sequences', {
  name: text('name').primaryKey(),
  lastValue: integer('last_value').notNull().default(0),
});

/** A line as an invoice or credit note states it (net + VAT = gross, VAT per line rounded to the penny). */
const documentLineColumns = () => ({
  position: integer('position').notNull(),
  description: text('description').notNull(),
  quantity: integer('quantity').notNull().default(1),
  /** 'standard' | 'zero' | 'exempt' | 'outside' (shared/domain/vat.ts). */
  category: text('category').$type<VatCategory>().notNull(),
  /** Null where no rate applies (exempt, outside the scope, a business not VAT registered). */
  vatRateBasisPoints: integer('vat_rate_bp'),
  netPence: integer('net_pence').notNull(),
  vatPence: integer('vat_pence').notNull(),
  grossPence: integer('gross_pence').notNull(),
});

/** The customer as the document states them, copied when it is made. */
export interface DocumentCustomer {
  name: string;
  email: string | null;
  propertyName: string | null;
  propertyAddress: string | null;
}

/** The business details in force when a document was numbered (decision 0193: changes apply to new ones only). */
export interface DocumentBusiness {
  legalName: string;
  address: string;
  vatRegistered: boolean;
  vatNumber: string | null;
  vatRateBasisPoints: number | null;
  paymentTermsText: string;
  paymentTermsDays: number;
  logoId: string | null;
  version: number;
}

/** A line before it is taxed: its gross and how it is taxed; kept while the invoice waits for its number. */
export interface DraftLine {
  description: string;
  quantity: number;
  grossPence: number;
  category: VatCategory;
}

/**
 * One invoice (or deposit receipt) per record it states: unique (source_type, source_id), so a retry,
 * a race or a restart never makes a second. `seq`/`number` are null while the business details are not
 * set ('waiting'); numbering fills them, the business snapshot, the dates and the lines. What was paid
 * and credited against it is kept by triggers on invoice_payments and credit_notes (never by code).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sourceType: text('source_type').notNull(),
    sourceId: text('source_id').notNull(),
    kind: text('kind').notNull().default('invoice'),
    seq: integer('seq').unique(),
    number: text('number').unique(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    /** The login that bought it (a purchase or plan), when no client stands behind it. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    customer: jsonb('customer').$type<DocumentCustomer>().notNull(),
    business: jsonb('business').$type<DocumentBusiness>(),
    draftLines: jsonb('draft_lines').$type<DraftLine[]>().notNull(),
    /** When the record was charged or paid: the invoice's date once it is numbered. */
    raisedAt: tstz('raised_at').notNull(),
    paidAtIssue: boolean('paid_at_issue').notNull().default(false),
    issuedAt: tstz('issued_at'),
    issueDate: date('issue_date'),
    dueDate: date('due_date'),
    netPence: integer('net_pence'),
    vatPence: integer('vat_pence'),
    grossPence: integer('gross_pence').notNull(),
    paidPence: integer('paid_pence').notNull().default(0),
    cardPaidPence: integer('card_paid_pence').notNull().default(0),
    creditedPence: integer('credited_pence').notNull().default(0),
    refundedPence: integer('refunded_pence').notNull().default(0),
    /** When payments first covered what is owed (kept by the payments trigger). */
    paidAt: tstz('paid_at'),
    /** When the owner was e-mailed about it (the announcing job, once per invoice). */
    announcedAt: tstz('announced_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_source_uq').on(t.sourceType, t.sourceId),
    index('invoices_waiting_idx').on(t.createdAt, t.id).where(sql`${t.seq} is null`),
    index('invoices_unannounced_idx').on(t.seq).where(sql`${t.seq} is not null and ${t.announcedAt} is null`),
    // The list newest first by (created_at, id): over all, per client, per buyer.
    index('invoices_list_idx').on(t.createdAt, t.id),
    index('invoices_client_list_idx').on(t.clientId, t.createdAt, t.id),
    index('invoices_client_issue_idx').on(t.clientId, t.issueDate, t.seq),
    index('invoices_issue_idx').on(t.issueDate, t.seq),
    index('invoices_user_idx').on(t.userId, t.createdAt, t.id),
    check('invoices_gross_positive', sql`${t.grossPence} > 0`),
    check('invoices_numbered_fields', sql`(${t.seq} is null) = (${t.number} is null) and (${t.seq} is null) = (${t.issueDate} is null)`),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    ...documentLineColumns(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.position] }), check('invoice_lines_sum', sql`${t.netPence} + ${t.vatPence} = ${t.grossPence}`)],
);

/** A payment towards an invoice: by card (a checkout), from the deposit, or recorded by staff; once per key. */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amountPence: integer('amount_pence').notNull(),
    /** 'card' | 'deposit' | 'recorded'. */
    via: text('via').notNull(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    /** By card: the provider's payment (a payment intent), which a credit note's refund goes back through. */
    providerPaymentId: text('provider_payment_id'),
    paidAt: tstz('paid_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('invoice_payments_invoice_idx').on(t.invoiceId, t.paidAt), check('invoice_payments_amount', sql`${t.amountPence} > 0`)],
);

/** A credit note against an invoice, in its own gap-free sequence; once per key (a waiver, a refund). */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull().unique(),
    number: text('number').notNull().unique(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    /** shared/domain/invoices.ts CreditReason. */
    reason: text('reason').notNull(),
    note: text('note'),
    business: jsonb('business').$type<DocumentBusiness>().notNull(),
    issuedAt: tstz('issued_at').notNull(),
    issueDate: date('issue_date').notNull(),
    netPence: integer('net_pence').notNull(),
    vatPence: integer('vat_pence').notNull(),
    grossPence: integer('gross_pence').notNull(),
    /** The part of the credit given back through the payment provider (0 when it only let off what was owed). */
    refundPence: integer('refund_pence').notNull().default(0),
    providerRefundId: text('provider_refund_id').unique(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_notes_invoice_idx').on(t.invoiceId),
    index('credit_notes_issue_idx').on(t.issueDate, t.seq),
    check('credit_notes_amounts', sql`${t.grossPence} > 0 and ${t.netPence} + ${t.vatPence} = ${t.grossPence} and ${t.refundPence} between 0 and ${t.grossPence}`),
  ],
);

export const creditNoteLines = pgTable(
  'credit_note_lines',
  {
    creditNoteId: uuid('credit_note_id')
      .notNull()
      .references(() => creditNotes.id, { onDelete: 'cascade' }),
    ...documentLineColumns(),
  },
  (t) => [primaryKey({ columns: [t.creditNoteId, t.position] }), check('credit_note_lines_sum', sql`${t.netPence} + ${t.vatPence} = ${t.grossPence}`)],
);

/**
 * One refund through the payment provider that a credit note plans (decision 0194, amended 2026-11-27):
 * written in the credit note's transaction, one row per card payment it goes back to, and sent to the
 * provider after commit with its own idempotency key (unique), so the provider refunds each once however
 * often it is sent. 'pending' until the provider accepts it (attempts, last_error, next_attempt_at for the
 * retry job), then 'refunded' with the provider's refund id; 'failed' after the last attempt.
 */
export const creditNoteRefundStatus = pgEnum('credit_note_refund_status', ['pending', 'refunded', 'failed']);

export const creditNoteRefunds = pgTable(
  'credit_note_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creditNoteId: uuid('credit_note_id')
      .notNull()
      .references(() => creditNotes.id, { onDelete: 'cascade' }),
    /** 1 for the newest card payment it goes back to, then older ones. */
    position: integer('position').notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => invoicePayments.id, { onDelete: 'cascade' }),
    providerPaymentId: text('provider_payment_id').notNull(),
    amountPence: integer('amount_pence').notNull(),
    /** Our refund id at the provider (its idempotency key and metadata.refund_id): 'credit-<requestId>-<position>'. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    status: creditNoteRefundStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    providerRefundId: text('provider_refund_id').unique(),
    refundedAt: tstz('refunded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_note_refunds_position_uq').on(t.creditNoteId, t.position),
    index('credit_note_refunds_payment_idx').on(t.paymentId),
    index('credit_note_refunds_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check('credit_note_refunds_amount', sql`${t.amountPence} > 0`),
    // A refund made has the provider's id; one the provider later reported failed keeps it.
    check('credit_note_refunds_refunded', sql`${t.status} <> 'refunded' or ${t.providerRefundId} is not null`),
  ],
);

// ── Mail and app state ────────────────────────────────────────────────────────────────────────────
export const outboxStatus = pgEnum('outbox_status', ['pending', 'sent', 'failed']);

export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    kind: text('kind').notNull(),
    status: outboxStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    sentAt: tstz('sent_at'),
    /** The owner (login) and client the mail is about, by id: an erasure redacts exactly these mails (decision 0146). */
    aboutUserId: text('about_user_id'),
    aboutClientId: uuid('about_client_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_pending_idx').on(t.status, t.nextAttemptAt),
    index('outbox_about_user_idx').on(t.aboutUserId).where(sql`${t.aboutUserId} is not null`),
    index('outbox_about_client_idx').on(t.aboutClientId).where(sql`${t.aboutClientId} is not null`),
  ],
);

/** Small key-value facts such as the last product sync. */
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * Properties: the list with its Contract cell and services, add/edit with stock taken off the shelf,
 * archive/restore (the linen card leaves the board), property details, services, client assignment and
 * onboarding ticks. Every read is scoped: another owner's property is a 404; a missing flag is a 403.
 */
import { DAMAGE_DEPOSIT_PRICE_ID } from '@shared/catalogue';
import { DAMAGE_DEPOSIT_PENCE } from '@shared/constants';
import { isOfferedTo } from '@shared/domain/purchases';
import {
  canOverrideTask,
  canTickTask,
  clientProgress,
  defaultOnboardingTasks,
  ONBOARDING_LINEN_CARD,
  ONBOARDING_MESSAGES as OM,
  ONBOARDING_TASK_IDS as T,
  overrideReasonProblem,
  servicesSaved,
  type OnboardingTaskId,
} from '@shared/domain/onboarding';
import { depositReasonProblem, depositReceived, DEPOSIT_MESSAGES } from '@shared/domain/deposit';
import { canRecordDeposit, propertyAbilities, canReadShareToken } from '@shared/domain/abilities';
import { SELF_CREATED_CLIENT_STATUS } from '@shared/domain/clients';
import { normaliseInventory, PROPERTY_MESSAGES as M } from '@shared/domain/properties';
import { maxAssignable, overAllocationMessage, shelfChanges } from '@shared/domain/stock';
import type {
  TPropertyListItem,
  TProperty,
  TPropertyList,
  TServiceOption,
  TStockAssignment,
  TStockItem,
  TLinenInventory,
  TPropertyPage,
  TPropertyPageQuery,
} from '@shared/schemas/properties';
import { PROPERTY_COUNT_CAP } from '@shared/schemas/properties';
import { pageCursor } from '../../lib/page-cursor';
import type { DbOrTx, Tx } from '../../db/client';
import { type AppDeps, type Caller, type RequestContext, subjectOf } from '../../lib/context';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { isOwnerScoped, scopeAllows, scopeOf, verifiedEmailOf, type Scope } from '../../lib/scope';
import { assertClientUnique, findClientClash, withUniqueClient, findOwnClient, insertClient, lockOwnProfile } from '../clients';
import { activePropertyProgress, saveClientProgress } from '../onboarding';
import { overridePropertyTask, setPropertyTask, syncPropertyTasks } from '../onboarding';
import { archiveLinenCardsOf, insertLinenCardOnce, reassignLinenCardsClient, restoreLinenCardOf } from '../linen';
import { reassignRequestsClient } from '../requests';
import { issueInvoice, recordInvoicePayment } from '../invoices';
import * as repo from './properties.repo';
import { audit } from '../../lib/audit';

type Deps = Pick<AppDeps, 'db' | 'now'>;

const abilitiesOf = (caller: Caller) => propertyAbilities(subjectOf(caller));

function toItem(row: repo.PropertyWithClient, contract: TPropertyListItem['contract'] | undefined, names: Map<string, string>): TPropertyListItem {
  const p = row.property;
  return {
    id: p.id,
    name: p.name,
    address: p.address,
    notes: p.notes,
    clientId: p.clientId,
    client: row.client,
    defaultBedConfig: p.defaultBedConfig,
    onboardingTasks: p.onboardingTasks.length ? p.onboardingTasks : defaultOnboardingTasks(),
    onboardingProgress: p.onboardingProgress,
    contractSigned: p.contractSigned,
    depositPaid: p.depositPaid,
    depositRecorded:
      p.depositRecordedAt && p.depositRecordedReason ? { reason: p.depositRecordedReason, recordedAt: p.depositRecordedAt.toISOString() } : null,
    serviceIds: p.stripeProducts,
    services: p.stripeProducts.filter((id) => names.has(id)).map((id) => ({ id, name: names.get(id)! })),
    linenInventory: normaliseInventory(p.linenInventory),
    archived: p.archived,
    archivedAt: p.archivedAt ? p.archivedAt.toISOString() : null,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    contract: contract ?? null,
  };
}

/**
 * A live share link is a signing credential: its token goes only to callers who may manage links
 * (properties_edit) and to the owner of the property's client, who signs through it. Everyone else
 * learns only that a link is active.
 */
function mayReadShareToken(caller: Caller, scope: Scope, clientId: string | null): boolean {
  return canReadShareToken(subjectOf(caller), clientId !== null && scopeAllows(scope, clientId));
}

/** List items from rows that carry their latest contract, with the catalogue's product names. */
function toItems(caller: Caller, scope: Scope, rows: repo.PropertyListRow[], names: Map<string, string>): TPropertyListItem[] {
  return rows.map((r) => {
    const latest = r.contract;
    const contract = latest && {
      id: latest.id,
      status: latest.status,
      hasActiveShare: latest.activeShareToken !== null,
      activeShareToken: mayReadShareToken(caller, scope, r.property.clientId) ? latest.activeShareToken : null,
    };
    return toItem(r, contract, names);
  });
}

// ── Reads ────────────────────────────────────────────────────────────────────────────────────────

export async function listProperties(
  deps: Deps,
  caller: Caller,
  query: { archived?: 'true' | 'false'; search?: string; clientId?: string; limit?: number; offset?: number },
): Promise<TPropertyList> {
  const scope = await scopeOf(deps.db, caller);
  const filters = { search: query.search || undefined, clientId: query.clientId || undefined };
  const archived = query.archived === 'true';
  // The page (with each row's latest contract), the tab counts and the product names: three queries at once.
  const [rows, counts, names] = await Promise.all([
    repo.listProperties(deps.db, scope, { ...filters, archived }, { limit: query.limit ?? 100, offset: query.offset ?? 0 }),
    repo.countProperties(deps.db, scope, filters),
    repo.productNames(deps.db),
  ]);
  return { properties: toItems(caller, scope, rows, names), total: archived ? counts.archived : counts.active, counts };
}

/** The page's cursor: the last row's place in the tab's order (repo.PropertyPageKey). */
const PAGE_CURSOR = pageCursor({ archivedAt: 'timeOrNone', createdAt: 'time', id: 'uuid' });

/**
 * GET /api/properties/page (the /properties screen, issue 21): a keyset page of the rows the table shows,
 * the tab counts up to PROPERTY_COUNT_CAP + 1, and the cursor of the next page.
 */
export async function listPropertyPage(deps: Deps, caller: Caller, query: TPropertyPageQuery): Promise<TPropertyPage> {
  const after = PAGE_CURSOR.decode(query.cursor);
  const scope = await scopeOf(deps.db, caller);
  const filters = { search: query.search || undefined, clientId: query.clientId || undefined };
  const archived = query.archived === 'true';
  const [rows, counts, names] = await Promise.all([
    repo.listPropertyPage(deps.db, scope, { ...filters, archived }, query.limit + 1, after),
    repo.countPropertiesUpTo(deps.db, scope, filters, PROPERTY_COUNT_CAP),
    repo.productNames(deps.db),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    properties: page.map((r) => ({
      id: r.id,
      name: r.name,
      address: r.address,
      notes: r.notes,
      client: r.client,
      defaultBedConfig: r.defaultBedConfig,
      onboardingProgress: r.onboardingProgress,
      services: r.serviceIds.filter((id) => names.has(id)).map((id) => ({ id, name: names.get(id)! })),
      archived: r.archived,
      contract: r.contract && {
        id: r.contract.id,
        status: r.contract.status,
        hasActiveShare: r.contract.activeShareToken !== null,
        activeShareToken: mayReadShareToken(caller, scope, r.clientId) ? r.contract.activeShareToken : null,
      },
    })),
    nextCursor:
      rows.length > query.limit && last ? PAGE_CURSOR.encode({ archivedAt: last.archivedAtKey, createdAt: last.createdAtKey, id: last.id }) : null,
    counts,
    countCap: PROPERTY_COUNT_CAP,
  };
}

async function readProperty(db: DbOrTx, caller: Caller, scope: Scope, id: string): Promise<TProperty> {
  const row = await repo.findProperty(db, scope, id);
  if (!row) throw notFound(M.notFound);
  const [contracts, names] = await Promise.all([repo.latestContracts(db, [id]), repo.productNames(db)]);
  const [item] = toItems(caller, scope, [{ ...row, contract: contracts.get(id) ?? null }], names);
  return { ...item, stock: await repo.propertyStockOf(db, id) };
}

export async function getProperty(deps: Deps, caller: Caller, id: string): Promise<TProperty> {
  return readProperty(deps.db, caller, await scopeOf(deps.db, caller), id);
}

export async function listStockItems(deps: Deps, caller: Caller): Promise<TStockItem[]> {
  if (!abilitiesOf(caller).assignStock) throw forbidden();
  return sortStockItems(await repo.listStockItems(deps.db)).map((s) => ({
    id: s.id,
    category: s.category,
    type: s.type,
    size: s.size,
    onShelf: s.onShelf,
    stockPar: s.stockPar,
  }));
}

const CATEGORY_ORDER = ['covers', 'sheets', 'pillowcases', 'towels', 'consumables', 'other'];
const SIZE_ORDER = ['single', 'double', 'king', 'superking'];
const sizeRank = (size: string) => {
  const i = SIZE_ORDER.indexOf(size.toLowerCase());
  return i === -1 ? SIZE_ORDER.length : i;
};

/** Covers, sheets, pillowcases, towels…; within a type, single to super king. */
function sortStockItems(items: repo.StockItemRow[]): repo.StockItemRow[] {
  return [...items].sort(
    (a, b) =>
      CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category) ||
      a.type.localeCompare(b.type) ||
      sizeRank(a.size) - sizeRank(b.size) ||
      a.size.localeCompare(b.size),
  );
}

/** The services this caller may choose for a property: never the deposit, and the test product only for super admins. */
async function offeredServices(db: DbOrTx, caller: Caller) {
  const all = await repo.serviceProducts(db, DAMAGE_DEPOSIT_PRICE_ID);
  return all.filter((p) => isOfferedTo(subjectOf(caller), p));
}

export async function listServiceOptions(deps: Deps, caller: Caller): Promise<TServiceOption[]> {
  return (await offeredServices(deps.db, caller)).map(({ priceId: _priceId, ...option }) => option);
}

// ── Helpers of the writes ────────────────────────────────────────────────────────────────────────

/** Unique, known, selectable service ids; anything else is refused. */
async function checkServices(db: DbOrTx, caller: Caller, ids: string[] | undefined): Promise<string[] | undefined> {
  if (ids === undefined) return undefined;
  const unique = [...new Set(ids)];
  const allowed = new Set((await offeredServices(db, caller)).map((s) => s.id));
  if (unique.some((id) => !allowed.has(id))) throw badRequest(M.unknownService, [{ path: 'services', message: M.unknownService }]);
  return unique;
}

async function clientFor(db: DbOrTx, scope: Scope, clientId: string) {
  const client = await repo.findClientInScope(db, scope, clientId);
  // Another owner's client and a missing one look the same.
  if (!client) throw badRequest(M.selectClient, [{ path: 'clientId', message: M.selectClient }]);
  return client;
}

/**
 * Sets the property's stock quantities, taking the difference off the shelf (or returning it) in the
 * caller's transaction. Asking for more than the shelf holds refuses the whole save.
 */
async function applyStock(tx: Tx, propertyId: string, requested: TStockAssignment[], now: Date) {
  const ids = [...new Set(requested.map((r) => r.stockItemId))];
  const items = new Map((await repo.findStockItems(tx, ids)).map((i) => [i.id, i]));
  if (items.size !== ids.length) throw badRequest(M.unknownStockItem, [{ path: 'stock', message: M.unknownStockItem }]);
  const current = Object.fromEntries((await repo.propertyStockOf(tx, propertyId)).map((s) => [s.stockItemId, s.quantity]));
  const changes = shelfChanges(requested, current);
  for (const change of changes) {
    if (!(await repo.moveShelfStock(tx, change.stockItemId, change.delta, now))) {
      const item = items.get(change.stockItemId)!;
      const message = overAllocationMessage(item, maxAssignable(item.onShelf, current[change.stockItemId] ?? 0));
      throw badRequest(message, [{ path: `stock.${change.stockItemId}`, message }]);
    }
    await repo.setPropertyStock(tx, propertyId, change.stockItemId, change.quantity);
  }
  return changes;
}

const hasStockChange = (stock: TStockAssignment[] | undefined) => Boolean(stock?.some((s) => s.quantity > 0));

async function refreshClientProgress(tx: Tx, clientId: string | null, now: Date) {
  if (!clientId) return;
  await saveClientProgress(tx, clientId, clientProgress(await activePropertyProgress(tx, clientId)), now);
}

async function lockForEdit(tx: Tx, scope: Scope, id: string, may: boolean) {
  const property = await repo.lockProperty(tx, scope, id);
  if (!property) throw notFound(M.notFound);
  if (!may) throw forbidden();
  return property;
}

// ── Writes ───────────────────────────────────────────────────────────────────────────────────────

export interface CreatePropertyInput {
  name: string;
  /** Left out by a property owner: their own client (see ownClientForNewProperty). */
  clientId?: string;
  address?: string | null;
  notes?: string | null;
  beds?: number;
  stock?: TStockAssignment[];
  services?: string[];
}

export async function createProperty(deps: Deps, actor: RequestContext, input: CreatePropertyInput): Promise<TProperty> {
  const can = abilitiesOf(actor.caller);
  if (!can.create) throw forbidden();
  if (hasStockChange(input.stock) && !can.assignStock) throw forbidden(M.stockStaffOnly);
  const scope = await scopeOf(deps.db, actor.caller);
  const now = deps.now();
  const id = await withUniqueClient(() => deps.db.transaction(async (tx) => {
    const client = input.clientId ? await clientFor(tx, scope, input.clientId) : await ownClientForNewProperty(tx, actor, now);
    const services = (await checkServices(tx, actor.caller, input.services)) ?? [];
    const property = await repo.insertProperty(tx, {
      name: input.name,
      clientId: client.id,
      address: input.address ?? null,
      notes: input.notes ?? null,
      defaultBedConfig: input.beds ?? 0,
      stripeProducts: services,
      onboardingTasks: defaultOnboardingTasks(),
      onboardingProgress: 0,
      createdAt: now,
      updatedAt: now,
    });
    // A client is assigned from the start: task 1 is done (this also refreshes the client's progress).
    // Services chosen on the form are saved services: task 5 follows them (onboarding.service).
    await setPropertyTask(tx, property.id, 1, true, now);
    const stock = can.assignStock && input.stock ? await applyStock(tx, property.id, input.stock, now) : [];
    await audit(tx, actor, {
      action: 'property.create',
      entityType: 'property',
      entityId: property.id,
      details: { name: input.name, clientId: client.id, services, stock },
    });
    return property.id;
  }));
  // The owner's client may be new: read with the scope as it is now.
  return readProperty(deps.db, actor.caller, await scopeOf(deps.db, actor.caller), id);
}

/**
 * The client of a property an owner adds without naming one (issue 19 M12): their own client record,
 * or, when they have none yet, one set up from their account (name, login e-mail, phone) and linked
 * to it, as 'My Details' would. A login e-mail another client record already holds (an owner who has
 * not confirmed it yet) cannot be taken over: the 409 says what to do. Anyone else must pick a client.
 */
async function ownClientForNewProperty(tx: Tx, actor: RequestContext, now: Date) {
  const { caller } = actor;
  if (!isOwnerScoped(caller)) throw badRequest(M.selectClient, [{ path: 'clientId', message: M.selectClient }]);
  await lockOwnProfile(tx, caller.user.id);
  const own = await findOwnClient(tx, caller.user.id, verifiedEmailOf(caller));
  if (own) return { id: own.client.id };
  if (await findClientClash(tx, { primaryEmail: caller.user.email })) throw conflict(M.ownClientEmailTaken, [{ path: 'clientId', message: M.ownClientEmailTaken }]);
  const name = caller.user.name.trim() || caller.user.email;
  const created = await insertClient(tx, {
    name,
    contactName: name,
    primaryEmail: caller.user.email,
    phone: caller.user.phone ?? null,
    status: SELF_CREATED_CLIENT_STATUS,
    userId: caller.user.id,
    lastTouch: now,
    createdAt: now,
    updatedAt: now,
  });
  await audit(tx, actor, {
    action: 'client.self_create',
    entityType: 'client',
    entityId: created.id,
    details: { name: created.name, via: 'property.create' },
  });
  return { id: created.id };
}

export type UpdatePropertyInput = Partial<CreatePropertyInput>;

export async function updateProperty(deps: Deps, actor: RequestContext, id: string, input: UpdatePropertyInput): Promise<TProperty> {
  const can = abilitiesOf(actor.caller);
  const scope = await scopeOf(deps.db, actor.caller);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const property = await lockForEdit(tx, scope, id, can.edit);
    if (input.stock && !can.assignStock) {
      const current = Object.fromEntries((await repo.propertyStockOf(tx, id)).map((s) => [s.stockItemId, s.quantity]));
      if (shelfChanges(input.stock, current).length > 0) throw forbidden(M.stockStaffOnly);
    }
    const newClient = input.clientId !== undefined && input.clientId !== property.clientId ? await clientFor(tx, scope, input.clientId) : null;
    const services = await checkServices(tx, actor.caller, input.services);
    await repo.updateProperty(tx, id, {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.address !== undefined && { address: input.address }),
      ...(input.notes !== undefined && { notes: input.notes }),
      ...(input.beds !== undefined && { defaultBedConfig: input.beds }),
      ...(services !== undefined && { stripeProducts: services }),
      ...(newClient && { clientId: newClient.id }),
      updatedAt: now,
    });
    if (newClient) {
      await reassignLinenCardsClient(tx, id, newClient.id, now);
      await reassignRequestsClient(tx, id, newClient.id);
      await setPropertyTask(tx, id, 1, true, now);
      await refreshClientProgress(tx, property.clientId, now);
    }
    // Task 5 follows the saved services: done with at least one, not done with none (issue 19 M1).
    if (services !== undefined) await syncPropertyTasks(tx, id, now);
    const stock = can.assignStock && input.stock ? await applyStock(tx, id, input.stock, now) : [];
    const { stock: _s, ...changed } = input;
    await audit(tx, actor, { action: 'property.update', entityType: 'property', entityId: id, details: { ...changed, stock } });
  });
  return readProperty(deps.db, actor.caller, scope, id);
}

export async function archiveProperty(deps: Deps, actor: RequestContext, id: string): Promise<TProperty> {
  const can = abilitiesOf(actor.caller);
  const scope = await scopeOf(deps.db, actor.caller);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const property = await lockForEdit(tx, scope, id, can.archive);
    if (!(await repo.archiveProperty(tx, id, now))) throw conflict('This property is already archived');
    const cards = await archiveLinenCardsOf(tx, id, now);
    await refreshClientProgress(tx, property.clientId, now);
    await audit(tx, actor, { action: 'property.archive', entityType: 'property', entityId: id, details: { linenCardsArchived: cards } });
  });
  return readProperty(deps.db, actor.caller, scope, id);
}

export async function restoreProperty(deps: Deps, actor: RequestContext, id: string): Promise<TProperty> {
  const can = abilitiesOf(actor.caller);
  const scope = await scopeOf(deps.db, actor.caller);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const property = await lockForEdit(tx, scope, id, can.archive);
    if (property.clientId && (await repo.isClientErased(tx, property.clientId))) throw conflict(M.erasedOwner);
    if (!(await repo.restoreProperty(tx, id, now))) throw conflict('This property is not archived');
    // Its linen card comes back as it was (issue 19 M6); a fully onboarded property without one gets one in New.
    const card = await restoreLinenCardOf(tx, id, now);
    const created =
      !card && property.clientId !== null && property.onboardingProgress === 100
        ? await insertLinenCardOnce(tx, {
            propertyId: id,
            clientId: property.clientId,
            status: ONBOARDING_LINEN_CARD.status,
            billingTags: [ONBOARDING_LINEN_CARD.billingTag],
            notes: ONBOARDING_LINEN_CARD.note,
          })
        : false;
    await refreshClientProgress(tx, property.clientId, now);
    await audit(tx, actor, {
      action: 'property.restore',
      entityType: 'property',
      entityId: id,
      details: { linenCardRestored: card?.id ?? null, linenCardCreated: created },
    });
  });
  return readProperty(deps.db, actor.caller, scope, id);
}

export interface PropertyDetailsInput {
  name: string;
  address: string;
  beds: number;
  notes?: string | null;
  linenInventory: TLinenInventory;
  services?: string[];
}

/**
 * Saves the property details form. Saved by the provider's staff it completes onboarding task 2; an
 * owner may save their own property's details, but task 2 stays for the provider to complete after
 * reviewing them (docs/product.md §1.4). Task 5 follows the services saved, whoever saves them.
 */
export async function savePropertyDetails(deps: Deps, actor: RequestContext, id: string, input: PropertyDetailsInput): Promise<TProperty> {
  const can = abilitiesOf(actor.caller);
  const scope = await scopeOf(deps.db, actor.caller);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await lockForEdit(tx, scope, id, can.edit);
    const services = await checkServices(tx, actor.caller, input.services);
    await repo.updateProperty(tx, id, {
      name: input.name,
      address: input.address,
      defaultBedConfig: input.beds,
      ...(input.notes !== undefined && { notes: input.notes }),
      linenInventory: input.linenInventory,
      ...(services !== undefined && { stripeProducts: services }),
      updatedAt: now,
    });
    if (can.completesDetailsTask) await setPropertyTask(tx, id, 2, true, now);
    // As on the edit form: task 5 follows the saved services.
    else if (services !== undefined) await syncPropertyTasks(tx, id, now);
    await audit(tx, actor, {
      action: 'property.details',
      entityType: 'property',
      entityId: id,
      details: { completedTask2: can.completesDetailsTask },
    });
  });
  return readProperty(deps.db, actor.caller, scope, id);
}

/** The 'Select Services' modal: at least one service; completes onboarding task 5. */
export async function saveServices(deps: Deps, actor: RequestContext, id: string, serviceIds: string[]): Promise<TProperty> {
  const can = abilitiesOf(actor.caller);
  const scope = await scopeOf(deps.db, actor.caller);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await lockForEdit(tx, scope, id, can.edit);
    const services = (await checkServices(tx, actor.caller, serviceIds))!;
    if (!servicesSaved(services)) throw badRequest(M.selectService, [{ path: 'services', message: M.selectService }]);
    await repo.updateProperty(tx, id, { stripeProducts: services, updatedAt: now });
    await syncPropertyTasks(tx, id, now);
    await audit(tx, actor, { action: 'property.services', entityType: 'property', entityId: id, details: { services } });
  });
  return readProperty(deps.db, actor.caller, scope, id);
}

export interface AssignClientInput {
  clientId?: string;
  newClient?: { name: string; contactName?: string | null; primaryEmail: string; phone?: string | null };
}

/**
 * Assigns an existing client, or creates one and assigns it; completes task 1. Creating needs
 * clients_create (canCreateClient, the rule of 'Add Client' too), and the new client's e-mail must be free.
 */
export async function assignClient(deps: Deps, actor: RequestContext, id: string, input: AssignClientInput): Promise<TProperty> {
  const can = abilitiesOf(actor.caller);
  const scope = await scopeOf(deps.db, actor.caller);
  const now = deps.now();
  await withUniqueClient(
    () =>
      deps.db.transaction(async (tx) => {
        const property = await lockForEdit(tx, scope, id, can.edit);
        let clientId: string;
        if (input.newClient) {
          if (!can.createClient) throw forbidden();
          await assertClientUnique(tx, { primaryEmail: input.newClient.primaryEmail }, { prefix: 'newClient.' });
          const created = await insertClient(tx, {
            name: input.newClient.name,
            contactName: input.newClient.contactName ?? null,
            primaryEmail: input.newClient.primaryEmail,
            phone: input.newClient.phone ?? null,
          });
          await audit(tx, actor, {
            action: 'client.create',
            entityType: 'client',
            entityId: created.id,
            details: { name: created.name, primaryEmail: created.primaryEmail, via: 'property.assign_client' },
          });
          clientId = created.id;
        } else {
          clientId = (await clientFor(tx, scope, input.clientId!)).id;
        }
        if (clientId !== property.clientId) {
          await repo.updateProperty(tx, id, { clientId, updatedAt: now });
          await reassignLinenCardsClient(tx, id, clientId, now);
          await reassignRequestsClient(tx, id, clientId);
        }
        await setPropertyTask(tx, id, 1, true, now);
        if (property.clientId && property.clientId !== clientId) await refreshClientProgress(tx, property.clientId, now);
        await audit(tx, actor, {
          action: 'property.assign_client',
          entityType: 'property',
          entityId: id,
          details: { clientId, created: Boolean(input.newClient) },
        });
      }),
    'newClient.',
  );
  return readProperty(deps.db, actor.caller, await scopeOf(deps.db, actor.caller), id);
}

/**
 * Ticks or unticks an onboarding task: owners task 1 of their own properties; editors 1 and 2. Tasks
 * 3, 4 and 5 follow the facts (issue 19 M1): 3 the deposit (paid, or recorded with recordDeposit);
 * 4 and 5 the signed contract and the saved services, which staff who edit properties may override:
 * marking the step done needs a reason, is audited and shows as such; unticking takes the override off.
 */
export async function setOnboardingTask(
  deps: Deps,
  actor: RequestContext,
  id: string,
  taskId: number,
  completed: boolean,
  reason?: string,
): Promise<TProperty> {
  const can = abilitiesOf(actor.caller);
  const scope = await scopeOf(deps.db, actor.caller);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const property = await lockForEdit(tx, scope, id, true);
    if (taskId === T.deposit) throw forbidden(DEPOSIT_MESSAGES.notTickable);
    if (taskId === T.contract || taskId === T.services) {
      await overrideTask(tx, actor, property, taskId, completed, reason, { staff: can.canEditAnyTask && !can.owner, now });
      return;
    }
    if (!canTickTask(taskId, { isPropertyOwner: can.owner, canEditProperties: can.canEditAnyTask })) throw forbidden();
    const result = await setPropertyTask(tx, id, taskId as OnboardingTaskId, completed, now);
    await audit(tx, actor, {
      action: 'property.onboarding_task',
      entityType: 'property',
      entityId: id,
      details: { taskId, completed, linenCardCreated: result.linenCardCreated },
    });
  });
  return readProperty(deps.db, actor.caller, scope, id);
}

/** Task 4 or 5 by hand: only staff, only with a reason, never against the fact. */
async function overrideTask(
  tx: Tx,
  actor: RequestContext,
  property: repo.PropertyRow,
  taskId: 4 | 5,
  completed: boolean,
  reason: string | undefined,
  opts: { staff: boolean; now: Date },
) {
  const followsFact = taskId === T.contract ? OM.contractFollowsSigning : OM.servicesFollowSaving;
  if (!canOverrideTask(taskId, { canEditProperties: opts.staff })) throw forbidden(followsFact);
  const fact = taskId === T.contract ? property.contractSigned : servicesSaved(property.stripeProducts);
  const current = property.onboardingTasks.find((t) => t.id === taskId);
  if (completed) {
    // Done by the fact already: nothing to mark.
    if (fact) return;
    const problem = overrideReasonProblem(reason);
    if (problem) throw badRequest(problem, [{ path: 'reason', message: problem }]);
    const text = reason!.trim();
    const override = { reason: text, byName: actor.caller.user.name, byUserId: actor.caller.user.id, at: opts.now.toISOString() };
    const result = await overridePropertyTask(tx, property.id, taskId, override, opts.now);
    await audit(tx, actor, {
      action: 'property.onboarding_override',
      entityType: 'property',
      entityId: property.id,
      details: { taskId, reason: text, linenCardCreated: result.linenCardCreated },
    });
    return;
  }
  if (fact) throw conflict(taskId === T.contract ? OM.contractIsSigned : OM.servicesAreSaved);
  if (!current?.override && !current?.completed) return;
  await overridePropertyTask(tx, property.id, taskId, null, opts.now);
  await audit(tx, actor, {
    action: 'property.onboarding_override_removed',
    entityType: 'property',
    entityId: property.id,
    details: { taskId, reason: current?.override?.reason ?? null },
  });
}

/**
 * 'Record deposit received': staff who may edit properties record a deposit paid another way (bank
 * transfer, cash…) with a reason; it completes task 3 like a paid deposit. Stored on the property,
 * audited, shown wherever the deposit is. Owners may not (403); a deposit already received is a 409.
 */
export async function recordDeposit(deps: Deps, actor: RequestContext, id: string, reason: string): Promise<TProperty> {
  const { caller } = actor;
  const scope = await scopeOf(deps.db, caller);
  const now = deps.now();
  const may = canRecordDeposit(subjectOf(caller));
  await deps.db.transaction(async (tx) => {
    const property = await lockForEdit(tx, scope, id, may);
    const problem = depositReasonProblem(reason);
    if (problem) throw badRequest(problem, [{ path: 'reason', message: problem }]);
    const recorded = property.depositRecordedAt
      ? { reason: property.depositRecordedReason ?? '', recordedAt: property.depositRecordedAt.toISOString() }
      : null;
    if (depositReceived({ depositPaid: property.depositPaid, depositRecorded: recorded })) throw conflict(DEPOSIT_MESSAGES.alreadyReceived);
    const text = reason.trim();
    const result = await setPropertyTask(tx, id, T.deposit, true, now, {
      depositRecordedReason: text,
      depositRecordedAt: now,
      depositRecordedBy: caller.user.id,
    });
    // Its receipt (issue 23), paid as staff recorded it.
    const deposit = { source: 'deposit' as const, sourceId: id };
    const line = { description: 'Damage deposit', grossPence: DAMAGE_DEPOSIT_PENCE };
    await issueInvoice(tx, { ...deposit, clientId: property.clientId, propertyId: id, lines: [line], paidAtIssue: true }, now);
    await recordInvoicePayment(tx, { ...deposit, amountPence: DAMAGE_DEPOSIT_PENCE, via: 'recorded', key: `deposit-recorded:${id}`, paidAt: now, actorUserId: caller.user.id });
    await audit(tx, actor, {
      action: 'property.deposit_recorded',
      entityType: 'property',
      entityId: id,
      details: { reason: text, linenCardCreated: result.linenCardCreated },
    });
  });
  return readProperty(deps.db, caller, scope, id);
}

/**
 * The demo board (issue 8): cards in every column, some overdue in each sense (one on_beds card past 14
 * days, which the scheduled overdue sweep moves (it runs as the server starts), so its automatic move shows in the
 * history), a cleaning team assigned, collection records paid and unpaid, and damage activities.
 * Times are relative to the moment of seeding.
 */
import { eq, inArray } from 'drizzle-orm';
import { invoiceLinesFromServices } from '@shared/domain/collections';
import { stockItemName, stockSku } from '@shared/domain/damage-rows';
import { clientProgress, defaultOnboardingTasks, onboardingProgress } from '@shared/domain/onboarding';
import { appendNote, teamAssignmentNote, type LinenStatus } from '@shared/domain/linen';
import type { Db } from '../db/client';
import { changeovers, cleaningTeams, clients, linenActivities, linenCardEvents, linenCards, products, properties, stockItems } from '../db/schema';

const DAY = 86_400_000;

interface DemoCard {
  property: string;
  status: LinenStatus;
  /** Days ago: on beds since, in transit since, last changeover. */
  onBeds?: number;
  transit?: number;
  lastChangeover?: number;
  team?: boolean;
  notes?: string;
  tags?: string[];
}

const NEW_PROPERTIES = [
  { name: 'Quayside Studio', address: '5 Quayside, Stockton-on-Tees TS18 1BP' },
  { name: 'Marina House', address: '14 Marina Avenue, Hartlepool TS24 0XZ' },
  { name: 'Lighthouse Lodge', address: '1 Lighthouse Lane, Saltburn-by-the-Sea TS12 1HQ' },
  { name: "Fisherman's Rest", address: '9 Fish Quay, Whitby YO21 3PU' },
  { name: 'Dune View', address: '22 Coast Road, Redcar TS10 3NN' },
];

const CARDS: DemoCard[] = [
  { property: 'Harbour Loft', status: 'new', notes: 'Awaiting first delivery' },
  { property: 'Seaview Cottage', status: 'on_beds', onBeds: 5, lastChangeover: 5, tags: ['weekly'] },
  { property: "Fisherman's Rest", status: 'on_beds', onBeds: 13, lastChangeover: 13, tags: ['weekly', 'towels'] },
  { property: 'Dune View', status: 'on_beds', onBeds: 16, notes: 'Key safe code with the office' },
  { property: 'Riverside Apartment', status: 'changeover_due', onBeds: 11, lastChangeover: 11, team: true, tags: ['weekly', 'towels'] },
  { property: 'Quayside Studio', status: 'changeover_due', onBeds: 17, team: true, tags: ['biweekly'] },
  { property: 'Marina House', status: 'in_transit', onBeds: 15, transit: 1, team: true, tags: ['weekly'] },
  { property: 'Lighthouse Lodge', status: 'in_transit', onBeds: 20, transit: 6, team: true, tags: ['weekly', 'premium'] },
];

export async function seedDemoLinen(db: Db, ids: { harbourClient: string; adminId: string; courierId: string }): Promise<void> {
  const now = Date.now();
  const ago = (days: number) => new Date(now - days * DAY);
  const [weekly] = await db.select().from(products).where(eq(products.priceId, 'price_weekly_linen'));
  // Properties in service: onboarding done, the weekly service chosen.
  const tasks = defaultOnboardingTasks({ 1: true, 2: true, 3: true, 4: true, 5: true });
  await db.insert(properties).values(
    NEW_PROPERTIES.map((p) => ({
      ...p,
      clientId: ids.harbourClient,
      defaultBedConfig: 2,
      stripeProducts: weekly ? [weekly.id] : [],
      onboardingTasks: tasks,
      onboardingProgress: onboardingProgress(tasks),
      contractSigned: true,
      depositPaid: true,
    })),
  );
  const progress = await db.select({ p: properties.onboardingProgress }).from(properties).where(eq(properties.clientId, ids.harbourClient));
  await db
    .update(clients)
    .set({ onboardingProgress: clientProgress(progress.map((r) => r.p)) })
    .where(eq(clients.id, ids.harbourClient));
  const props = await db
    .select({ id: properties.id, name: properties.name, clientId: properties.clientId, services: properties.stripeProducts })
    .from(properties)
    .where(
      inArray(
        properties.name,
        CARDS.map((c) => c.property),
      ),
    );
  const [team] = await db.select().from(cleaningTeams).where(eq(cleaningTeams.name, 'Tees Valley Cleaners'));
  const catalogue = await db.select({ id: products.id, name: products.name, pricePence: products.pricePence }).from(products);
  const prices = new Map(catalogue.map((p) => [p.id, p.pricePence ?? 0]));

  const cardIds = new Map<string, string>();
  for (const spec of CARDS) {
    const property = props.find((p) => p.name === spec.property);
    if (!property?.clientId) continue;
    const created = ago((spec.onBeds ?? 2) + 30);
    const notes = spec.team && team ? appendNote(spec.notes, teamAssignmentNote(team.name, team.id)) : (spec.notes ?? null);
    const [card] = await db
      .insert(linenCards)
      .values({
        propertyId: property.id,
        clientId: property.clientId,
        status: spec.status,
        onBedsSince: spec.onBeds === undefined ? null : ago(spec.onBeds),
        transitSince: spec.transit === undefined ? null : ago(spec.transit),
        lastChangeoverDate: spec.lastChangeover === undefined ? null : ago(spec.lastChangeover),
        billingTags: spec.tags ?? [],
        notes,
        cleaningTeamId: spec.team && team ? team.id : null,
        createdAt: created,
        updatedAt: ago(spec.transit ?? spec.onBeds ?? 1),
      })
      .returning();
    cardIds.set(spec.property, card.id);
    const amount = property.services.reduce((sum, id) => sum + (prices.get(id) ?? 0), 0);
    // The invoice's lines as Collect fixes them: the property's services (none: an older invoice's one line).
    const invoiceLines = property.services.length ? invoiceLinesFromServices(catalogue.filter((p) => property.services.includes(p.id))) : null;
    const events: (typeof linenCardEvents.$inferInsert)[] = [
      { linenCardId: card.id, actorUserId: ids.adminId, kind: 'created', toStatus: spec.status === 'new' ? 'new' : 'on_beds', createdAt: created },
    ];
    if (spec.team && team && spec.onBeds !== undefined) {
      events.push({
        linenCardId: card.id,
        actorUserId: ids.adminId,
        kind: 'moved',
        fromStatus: 'on_beds',
        toStatus: 'changeover_due',
        details: { teamId: team.id, teamName: team.name },
        createdAt: ago(Math.max(spec.transit ?? 0, spec.onBeds - 10) + 0.5),
      });
    }
    if (spec.status === 'in_transit' && spec.transit !== undefined) {
      events.push({
        linenCardId: card.id,
        actorUserId: ids.courierId,
        kind: 'moved',
        fromStatus: 'changeover_due',
        toStatus: 'in_transit',
        createdAt: ago(spec.transit),
      });
      // The open collection record of the bag in transit: unpaid.
      await db.insert(changeovers).values({
        linenCardId: card.id,
        propertyId: property.id,
        clientId: property.clientId,
        cleaningTeamId: team?.id ?? null,
        startedAt: ago(spec.onBeds ?? spec.transit),
        transitAt: ago(spec.transit),
        collectedAt: ago(spec.transit),
        scheduledDate: ago(spec.transit).toISOString().slice(0, 10),
        amountPence: amount,
        invoiceLines: invoiceLines ?? [],
        invoiceStatus: 'unpaid',
        billingTags: spec.tags ?? [],
        notes,
        createdAt: ago(spec.transit),
      });
    }
    if (spec.lastChangeover !== undefined) {
      // The last cycle: collected three days before it came back; the older ones are paid.
      const collected = ago(spec.lastChangeover + 3);
      const paid = spec.lastChangeover > 6;
      await db.insert(changeovers).values({
        linenCardId: card.id,
        propertyId: property.id,
        clientId: property.clientId,
        cleaningTeamId: team?.id ?? null,
        startedAt: ago(spec.lastChangeover + 17),
        transitAt: collected,
        collectedAt: collected,
        returnedAt: ago(spec.lastChangeover),
        scheduledDate: collected.toISOString().slice(0, 10),
        amountPence: amount || 2500,
        invoiceLines,
        amountPaidPence: paid ? amount || 2500 : 0,
        invoiceStatus: paid ? 'paid' : 'unpaid',
        paidAt: paid ? ago(spec.lastChangeover - 1) : null,
        billingTags: spec.tags ?? [],
        createdAt: collected,
      });
      events.push({
        linenCardId: card.id,
        actorUserId: ids.courierId,
        kind: 'moved',
        fromStatus: 'in_transit',
        toStatus: 'on_beds',
        createdAt: ago(spec.lastChangeover),
      });
    }
    await db.insert(linenCardEvents).values(events);
  }

  // Damage activities: a torn duvet cover (not yet charged), towels lost in transit (charged), a stained pillowcase.
  const stock = await db.select().from(stockItems);
  const item = (type: string, size = '') => stock.find((s) => s.type === type && s.size === size);
  const damages = [
    { property: 'Seaview Cottage', item: item('Duvet Cover', 'king'), damaged: 1, missing: 0, days: 5, notes: 'Torn seam', charged: false },
    { property: 'Lighthouse Lodge', item: item('Bath Towel'), damaged: 0, missing: 2, days: 6, notes: 'Missing on collection', charged: true },
    { property: 'Riverside Apartment', item: item('Pillowcase'), damaged: 1, missing: 0, days: 11, notes: 'Make-up stain', charged: false },
  ];
  for (const d of damages) {
    const cardId = cardIds.get(d.property);
    if (!cardId || !d.item) continue;
    const name = stockItemName(d.item);
    const sku = stockSku(d.item);
    await db.insert(linenActivities).values({
      linenCardId: cardId,
      activityType: 'damage',
      stockItemId: d.item.id,
      productName: name,
      itemSku: sku,
      quantity: d.damaged + d.missing,
      damagesCount: d.damaged,
      missingCount: d.missing,
      unitPricePence: d.item.unitCostPence,
      notes: d.notes,
      chargedAt: d.charged ? ago(d.days - 2) : null,
      createdBy: ids.courierId,
      createdAt: ago(d.days - 0.05),
    });
    const [card] = await db.select().from(linenCards).where(eq(linenCards.id, cardId));
    await db
      .update(linenCards)
      .set({ damagesCount: card.damagesCount + d.damaged, missingCount: card.missingCount + d.missing, damageNotes: d.notes })
      .where(eq(linenCards.id, cardId));
    await db.insert(linenCardEvents).values({
      linenCardId: cardId,
      actorUserId: ids.courierId,
      kind: 'damage',
      details: { rows: [{ name, damaged: d.damaged, missing: d.missing }] },
      createdAt: ago(d.days - 0.05),
    });
  }

  // Catalogue-priced damages on the demo owner's properties, so /damages has charges to request (issue 10).
  const [stain] = await db.select().from(products).where(eq(products.priceId, 'price_stain_removal'));
  const priced = [
    { property: 'Seaview Cottage', quantity: 1, days: 2, notes: 'Red wine on the duvet' },
    { property: 'Riverside Apartment', quantity: 2, days: 3, notes: 'Coffee on both pillowcases' },
  ];
  for (const d of priced) {
    const cardId = cardIds.get(d.property);
    if (!cardId || !stain) continue;
    await db.insert(linenActivities).values({
      linenCardId: cardId,
      activityType: 'damage',
      productId: stain.id,
      productName: stain.name,
      itemSku: stain.priceId,
      quantity: d.quantity,
      damagesCount: d.quantity,
      unitPricePence: stain.pricePence ?? 0,
      notes: d.notes,
      createdBy: ids.courierId,
      createdAt: ago(d.days),
    });
  }
}

/** Linen tests' world: one user per role, owners A and B with a client and properties, two cleaning teams. */
import { eq } from 'drizzle-orm';
import { cleaningTeams, clients, linenCards, products, properties } from '@server/db/schema';
import { DAMAGE_DEPOSIT_PRICE_ID } from '@shared/catalogue';
import type { LinenStatus } from '@shared/domain/linen';
import { makeRole, type TestApp, userWithRole } from './harness';

export interface LinenWorld {
  admin: string;
  manager: string;
  staff: string;
  courier: string;
  ownerA: string;
  ownerB: string;
  noMove: string;
  noView: string;
  staffId: string;
  clientA: string;
  clientB: string;
  teamId: string;
  inactiveTeamId: string;
  /** Two of the catalogue's services (the property's chosen services) and their total. */
  serviceIds: string[];
  servicesTotal: number;
  property(owner?: 'a' | 'b', opts?: { clientless?: boolean; archived?: boolean }): Promise<string>;
  /** A card inserted directly in a status, on A's property unless said otherwise. */
  card(status: LinenStatus, opts?: { owner?: 'a' | 'b'; onBedsSince?: Date; transitSince?: Date | null; notes?: string }): Promise<string>;
}

let n = 0;

export async function buildLinenWorld(t: TestApp): Promise<LinenWorld> {
  const db = t.deps.db;
  await makeRole(t, 'no_kanban_move', { kanban_move: false });
  await makeRole(t, 'no_kanban_view', { kanban_view: false });
  const admin = (await userWithRole(t, 'root@provider.example', 'admin', true)).cookie;
  const manager = (await userWithRole(t, 'mia@provider.example', 'manager')).cookie;
  const staffUser = await userWithRole(t, 'stan@provider.example', 'staff');
  const courier = (await userWithRole(t, 'cora@provider.example', 'courier')).cookie;
  const noMove = (await userWithRole(t, 'nomove@provider.example', 'no_kanban_move')).cookie;
  const noView = (await userWithRole(t, 'noview@provider.example', 'no_kanban_view')).cookie;
  const a = await userWithRole(t, 'anna@owner.example', 'client');
  const b = await userWithRole(t, 'ben@owner.example', 'client');
  const [{ id: clientA }] = await db.insert(clients).values({ name: 'Anna Lets', primaryEmail: 'anna@owner.example', userId: a.user.id }).returning();
  const [{ id: clientB }] = await db
    .insert(clients)
    .values({ name: 'Ben Holidays', primaryEmail: 'ben@owner.example', userId: b.user.id })
    .returning();
  const [team, inactive] = await db
    .insert(cleaningTeams)
    .values([
      { name: 'Sparkle Team', isActive: true, rating: 5 },
      { name: 'Retired Crew', isActive: false },
    ])
    .returning();
  const catalogue = (await db.select().from(products)).filter((p) => p.priceId !== DAMAGE_DEPOSIT_PRICE_ID && (p.pricePence ?? 0) > 0);
  const chosen = catalogue.slice(0, 2);
  const property: LinenWorld['property'] = async (owner = 'a', opts = {}) => {
    const [p] = await db
      .insert(properties)
      .values({
        name: `Linen Flat ${++n}`,
        address: `${n} Quay Street`,
        clientId: opts.clientless ? null : owner === 'a' ? clientA : clientB,
        stripeProducts: chosen.map((c) => c.id),
        archived: opts.archived ?? false,
      })
      .returning();
    return p.id;
  };
  const card: LinenWorld['card'] = async (status, opts = {}) => {
    const propertyId = await property(opts.owner ?? 'a');
    const now = t.deps.now();
    const onBeds = status === 'on_beds' || status === 'changeover_due' ? (opts.onBedsSince ?? new Date(now.getTime() - 3 * 86_400_000)) : null;
    const [c] = await db
      .insert(linenCards)
      .values({
        propertyId,
        clientId: opts.owner === 'b' ? clientB : clientA,
        status,
        onBedsSince: onBeds,
        transitSince: status === 'in_transit' ? (opts.transitSince ?? new Date(now.getTime() - 86_400_000)) : null,
        notes: opts.notes ?? null,
        billingTags: ['weekly'],
      })
      .returning();
    return c.id;
  };
  return {
    admin,
    manager,
    staff: staffUser.cookie,
    courier,
    ownerA: a.cookie,
    ownerB: b.cookie,
    noMove,
    noView,
    staffId: staffUser.user.id,
    clientA,
    clientB,
    teamId: team.id,
    inactiveTeamId: inactive.id,
    serviceIds: chosen.map((c) => c.id),
    servicesTotal: chosen.reduce((s, c) => s + (c.pricePence ?? 0), 0),
    property,
    card,
  };
}

export async function cardRow(t: TestApp, id: string) {
  const [row] = await t.deps.db.select().from(linenCards).where(eq(linenCards.id, id));
  return row;
}

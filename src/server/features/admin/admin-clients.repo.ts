/** The Super Admin Console's figures: services per client, the summary cards and the System Overview. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ClientStatus } from '@shared/domain/clients';
import type { TAdminClientCards, TSystemOverview } from '@shared/schemas/admin';
import type { DbOrTx } from '../../db/client';
import { clients, linenCards, orders, properties, propertyContracts, users } from '../../db/schema';

/** A property's active services: the catalogue products selected on it while it is not archived. */
const servicesOfLiveProperties = sql<number>`coalesce(sum(jsonb_array_length(${properties.stripeProducts})) filter (where not ${properties.archived}), 0)::int`;

/** Active services per client id (clients with none are left out). */
export async function activeServicesByClient(db: DbOrTx, clientIds: readonly string[]): Promise<Map<string, number>> {
  if (clientIds.length === 0) return new Map();
  const rows = await db
    .select({ clientId: properties.clientId, services: servicesOfLiveProperties })
    .from(properties)
    .where(inArray(properties.clientId, [...clientIds]))
    .groupBy(properties.clientId);
  return new Map(rows.map((r) => [r.clientId as string, r.services]));
}

/** Erased accounts and their clients (decision 0146) are counted nowhere. */
const liveUser = sql`${users.erasedAt} is null`;
const liveClient = sql`${clients.erasedAt} is null`;

export async function clientCards(db: DbOrTx): Promise<TAdminClientCards> {
  const [row] = await db
    .select({
      totalClients: sql<number>`(select count(*)::int from ${clients} where ${liveClient})`,
      activeCustomers: sql<number>`(select count(*)::int from ${clients} where ${clients.status} = 'customer' and ${liveClient})`,
      totalProperties: sql<number>`(select count(*)::int from ${properties} where not ${properties.archived})`,
      activeServices: sql<number>`(select ${servicesOfLiveProperties} from ${properties})`,
    })
    .from(sql`(select 1) as one`);
  return row;
}

export async function systemOverview(db: DbOrTx): Promise<TSystemOverview> {
  const [row] = await db
    .select({
      users: sql<number>`(select count(*)::int from ${users} where ${liveUser})`,
      activeUsers: sql<number>`(select count(*)::int from ${users} where ${users.isActive} and ${liveUser})`,
      superAdmins: sql<number>`(select count(*)::int from ${users} where ${users.isSuperadmin} and ${users.isActive})`,
      clients: sql<number>`(select count(*)::int from ${clients} where ${liveClient})`,
      properties: sql<number>`(select count(*)::int from ${properties} where not ${properties.archived})`,
      archivedProperties: sql<number>`(select count(*)::int from ${properties} where ${properties.archived})`,
      linenCards: sql<number>`(select count(*)::int from ${linenCards} where not ${linenCards.archived})`,
      contractsSigned: sql<number>`(select count(*)::int from ${propertyContracts} where ${propertyContracts.signedDate} is not null)`,
      paymentsReceived: sql<number>`(select count(*)::int from ${orders} where ${orders.paymentStatus} = 'paid')`,
      paymentsTotalPence: sql<number>`(select coalesce(sum(${orders.amountTotalPence}), 0)::int from ${orders} where ${orders.paymentStatus} = 'paid')`,
    })
    .from(sql`(select 1) as one`);
  return row;
}

/** Sets the status only while it is still `from` (last_touch refreshed); undefined when it changed meanwhile. */
export async function updateClientStatusIf(db: DbOrTx, id: string, from: ClientStatus, to: ClientStatus, now: Date) {
  const [row] = await db
    .update(clients)
    .set({ status: to, lastTouch: now, updatedAt: now })
    .where(and(eq(clients.id, id), eq(clients.status, from)))
    .returning({ id: clients.id });
  return row;
}

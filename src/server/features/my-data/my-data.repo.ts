/**
 * What an owner's data export reads: every record of their own clients (the scope's client ids) and of
 * their own login. Each read is bounded by the owner's scope; nothing of another client can be reached.
 */
import { desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  changeovers,
  clients,
  contracts,
  linenActivities,
  linenCards,
  linenRequests,
  orders,
  properties,
  subscriptions,
  users,
} from '../../db/schema';

/** Far above any one owner's records: a guard so one export cannot read a whole table. */
export const EXPORT_MAX_ROWS = 20_000;

export async function readOwnerRecords(db: DbOrTx, userId: string, clientIds: string[]) {
  const none = clientIds.length === 0;
  const ofClients = <T>(read: () => Promise<T[]>) => (none ? Promise.resolve([] as T[]) : read());
  const [account] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      emailVerified: users.emailVerified,
      lastSignInAt: users.lastSignInAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [clientRows, propertyRows, clientContracts, requests, collections, damages, orderRows, subscriptionRows] = await Promise.all([
    ofClients(() => db.select().from(clients).where(inArray(clients.id, clientIds)).limit(EXPORT_MAX_ROWS)),
    ofClients(() => db.select().from(properties).where(inArray(properties.clientId, clientIds)).limit(EXPORT_MAX_ROWS)),
    ofClients(() => db.select().from(contracts).where(inArray(contracts.clientId, clientIds)).limit(EXPORT_MAX_ROWS)),
    ofClients(() =>
      db
        .select()
        .from(linenRequests)
        .where(inArray(linenRequests.clientId, clientIds))
        .orderBy(desc(linenRequests.requestedDate))
        .limit(EXPORT_MAX_ROWS),
    ),
    ofClients(() =>
      db.select().from(changeovers).where(inArray(changeovers.clientId, clientIds)).orderBy(desc(changeovers.createdAt)).limit(EXPORT_MAX_ROWS),
    ),
    ofClients(() =>
      db
        .select({ damage: linenActivities, propertyId: linenCards.propertyId })
        .from(linenActivities)
        .innerJoin(linenCards, eq(linenCards.id, linenActivities.linenCardId))
        .where(inArray(linenCards.clientId, clientIds))
        .orderBy(desc(linenActivities.createdAt))
        .limit(EXPORT_MAX_ROWS),
    ),
    db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt)).limit(EXPORT_MAX_ROWS),
    db
      .select({
        id: subscriptions.id,
        priceId: subscriptions.priceId,
        subscriptionStatus: subscriptions.subscriptionStatus,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
        createdAt: subscriptions.createdAt,
        updatedAt: subscriptions.updatedAt,
      })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .limit(EXPORT_MAX_ROWS),
  ]);
  return {
    account,
    clients: clientRows,
    properties: propertyRows,
    clientContracts,
    linenRequests: requests,
    collections,
    damages: damages.map((d) => ({ ...d.damage, propertyId: d.propertyId })),
    orders: orderRows,
    subscriptions: subscriptionRows,
  };
}

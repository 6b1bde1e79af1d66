/** The owner dashboard's reads, each restricted to the caller's scope (issue 9). */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clients, linenCards, properties } from '../../db/schema';
import { inScope, type Scope } from '../../lib/scope';
import { nextAcceptedRequestDate } from '../requests';

/** The caller's first client (oldest): the welcome banner's names. Null for staff scope. */
export async function findWelcomeClient(db: DbOrTx, scope: Scope) {
  if (scope.all) return null;
  const [row] = await db
    .select({ contactName: clients.contactName, name: clients.name })
    .from(clients)
    .where(inScope(clients.id, scope))
    .orderBy(asc(clients.createdAt), asc(clients.id))
    .limit(1);
  return row ?? null;
}

/**
 * Totals in one statement: non-archived properties, non-archived cards in changeover_due, and active
 * services = the services chosen on the non-archived properties (decision 0100).
 */
export async function dashboardTotals(db: DbOrTx, scope: Scope) {
  const [props] = await db
    .select({
      properties: count(),
      activeServices: sql<string>`coalesce(sum(jsonb_array_length(${properties.stripeProducts})), 0)`,
      changeoversDue: sql<string>`(select count(*) from ${linenCards} where ${linenCards.status} = 'changeover_due' and ${linenCards.archived} = false${
        scope.all ? sql`` : sql` and ${inScope(linenCards.clientId, scope)}`
      })`,
    })
    .from(properties)
    .where(and(eq(properties.archived, false), inScope(properties.clientId, scope)));
  return {
    properties: Number(props?.properties ?? 0),
    changeoversDue: Number(props?.changeoversDue ?? 0),
    activeServices: Number(props?.activeServices ?? 0),
  };
}

/** Cards in changeover_due on the scope's non-archived properties, longest on beds first. */
export async function listChangeoverProperties(db: DbOrTx, scope: Scope, today: string) {
  return db
    .select({
      id: properties.id,
      name: properties.name,
      address: properties.address,
      cardId: linenCards.id,
      status: linenCards.status,
      onBedsSince: linenCards.onBedsSince,
      transitSince: linenCards.transitSince,
      serviceRequestedFor: nextAcceptedRequestDate(linenCards.propertyId, today),
    })
    .from(linenCards)
    .innerJoin(properties, eq(properties.id, linenCards.propertyId))
    .where(
      and(
        eq(linenCards.status, 'changeover_due'),
        eq(linenCards.archived, false),
        eq(properties.archived, false),
        inScope(linenCards.clientId, scope),
      ),
    )
    .orderBy(sql`${linenCards.onBedsSince} asc nulls last`, asc(linenCards.id));
}

/** The scope's non-archived properties, by name: what the request modal offers. */
export async function listRequestableProperties(db: DbOrTx, scope: Scope) {
  return db
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .where(and(eq(properties.archived, false), inScope(properties.clientId, scope)))
    .orderBy(asc(properties.name), asc(properties.id));
}

/**
 * What an owner has to pay (issue 10 item 1, 3): their unpaid collection invoices and the damage
 * charges staff asked them to pay (requested, not yet charged), with the photos of each damage.
 * Tenant scope is a parameter.
 */
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { changeovers, damagePhotos, linenActivities, linenCards, products, properties } from '../../db/schema';
import { inScope, type Scope } from '../../lib/scope';
import { estimatedPence } from '../damages';

/** Unpaid collections with something still owed (a £0 invoice has nothing to pay): what is owed on each. */
export async function unpaidCollections(db: DbOrTx, scope: Scope) {
  return db
    .select({
      id: changeovers.id,
      collectedAt: changeovers.collectedAt,
      createdAt: changeovers.createdAt,
      propertyName: properties.name,
      owedPence: sql<number>`greatest(${changeovers.amountPence} - ${changeovers.amountPaidPence}, 0)::int`,
    })
    .from(changeovers)
    .innerJoin(properties, eq(properties.id, changeovers.propertyId))
    .where(
      and(
        inScope(changeovers.clientId, scope),
        eq(changeovers.invoiceStatus, 'unpaid'),
        isNotNull(changeovers.collectedAt),
        sql`${changeovers.amountPence} > ${changeovers.amountPaidPence}`,
      ),
    );
}

/** Damage charges requested of the owner and not yet paid. */
export async function requestedCharges(db: DbOrTx, scope: Scope) {
  return db
    .select({
      id: linenActivities.id,
      createdAt: linenActivities.createdAt,
      propertyName: properties.name,
      itemName: sql<string | null>`coalesce(${linenActivities.productName}, ${products.name})`,
      quantity: linenActivities.quantity,
      // What the checkout will charge: the record's unit price when above 0, else the product's (one rule with /damages).
      amountPence: sql<number>`${estimatedPence}`.mapWith(Number),
    })
    .from(linenActivities)
    .innerJoin(linenCards, eq(linenCards.id, linenActivities.linenCardId))
    .innerJoin(properties, eq(properties.id, linenCards.propertyId))
    .leftJoin(products, eq(products.id, linenActivities.productId))
    .where(and(inScope(linenCards.clientId, scope), isNotNull(linenActivities.chargeRequestedAt), isNull(linenActivities.chargedAt)));
}

/** The photo ids of these damage records, oldest first. */
export async function photoIdsOf(db: DbOrTx, activityIds: string[]) {
  if (activityIds.length === 0) return [];
  return db
    .select({ id: damagePhotos.id, activityId: damagePhotos.activityId })
    .from(damagePhotos)
    .where(inArray(damagePhotos.activityId, activityIds))
    .orderBy(asc(damagePhotos.createdAt), asc(damagePhotos.id));
}

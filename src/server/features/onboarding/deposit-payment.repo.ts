/** The property's deposit as its checkout reads it: whether it is already paid, in scope or under the webhook's lock. */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { properties } from '../../db/schema';
import { inScope, type Scope } from '../../lib/scope';

export async function findPropertyForDeposit(db: DbOrTx, propertyId: string, scope: Scope) {
  const [row] = await db
    .select({
      id: properties.id,
      name: properties.name,
      clientId: properties.clientId,
      // A deposit staff recorded as received another way counts as paid here: no second deposit checkout.
      depositPaid: sql<boolean>`(${properties.depositPaid} or ${properties.depositRecordedAt} is not null)`,
    })
    .from(properties)
    .where(and(eq(properties.id, propertyId), inScope(properties.clientId, scope)));
  return row;
}

/** Locks the property for the webhook's transaction; whether its deposit is paid, or undefined if it is gone. */
export async function lockPropertyDeposit(tx: DbOrTx, propertyId: string): Promise<{ depositPaid: boolean } | undefined> {
  const [row] = await tx
    .select({ depositPaid: properties.depositPaid })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .for('update');
  return row;
}

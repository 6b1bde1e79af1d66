/** Client-level contracts (table contracts). */
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contracts } from '../../db/schema';

export type ClientContractRow = typeof contracts.$inferSelect;
export type NewClientContract = typeof contracts.$inferInsert;

export async function insertClientContract(db: DbOrTx, values: NewClientContract): Promise<ClientContractRow> {
  const [row] = await db.insert(contracts).values(values).returning();
  return row;
}

/** A client's contracts, newest first. */
export async function listClientContracts(db: DbOrTx, clientId: string): Promise<ClientContractRow[]> {
  return db.select().from(contracts).where(eq(contracts.clientId, clientId)).orderBy(desc(contracts.createdAt), desc(contracts.id));
}

export async function findClientContract(db: DbOrTx, id: string): Promise<ClientContractRow | undefined> {
  const [row] = await db.select().from(contracts).where(eq(contracts.id, id));
  return row;
}

export async function deleteClientContract(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(contracts).where(eq(contracts.id, id)).returning({ id: contracts.id });
  return rows.length > 0;
}

/**
 * Property contracts and their share links. Reads of tenant data take a Scope: a property owner sees
 * only contracts of properties that belong to one of their clients.
 */
import { and, desc, eq, inArray, isNotNull, isNull, notInArray } from 'drizzle-orm';
import type { PropertyContractStatus, SignedVia } from '@shared/domain/contracts';
import type { DbOrTx } from '../../db/client';
import { clients, contractShares, properties, propertyContracts, type SignatureData } from '../../db/schema';
import { inScope, type Scope } from '../../lib/scope';

export type ContractRow = typeof propertyContracts.$inferSelect;
export type ShareRow = typeof contractShares.$inferSelect;

/** Statuses that are final: a signed contract is never edited, deleted or signed again. */
const FINAL: PropertyContractStatus[] = ['signed', 'active'];

const joinedColumns = {
  contract: propertyContracts,
  property: { name: properties.name, address: properties.address, clientId: properties.clientId },
  client: { name: clients.name, primaryEmail: clients.primaryEmail },
};

export interface JoinedContract {
  contract: ContractRow;
  property: { name: string; address: string | null; clientId: string | null };
  client: { name: string; primaryEmail: string } | null;
}

function joined(db: DbOrTx) {
  return db
    .select(joinedColumns)
    .from(propertyContracts)
    .innerJoin(properties, eq(properties.id, propertyContracts.propertyId))
    .leftJoin(clients, eq(clients.id, properties.clientId));
}

/** The property with its client, when the scope allows it. */
export async function findPropertyInScope(db: DbOrTx, propertyId: string, scope: Scope) {
  const [row] = await db
    .select({
      id: properties.id,
      name: properties.name,
      address: properties.address,
      clientId: properties.clientId,
      clientName: clients.name,
    })
    .from(properties)
    .leftJoin(clients, eq(clients.id, properties.clientId))
    .where(and(eq(properties.id, propertyId), inScope(properties.clientId, scope)));
  return row;
}

export async function listContracts(
  db: DbOrTx,
  scope: Scope,
  filter: { propertyId?: string; clientId?: string; limit: number; offset: number },
): Promise<JoinedContract[]> {
  return joined(db)
    .where(
      and(
        inScope(properties.clientId, scope),
        filter.propertyId ? eq(propertyContracts.propertyId, filter.propertyId) : undefined,
        filter.clientId ? eq(properties.clientId, filter.clientId) : undefined,
      ),
    )
    .orderBy(desc(propertyContracts.createdAt), desc(propertyContracts.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function findContract(db: DbOrTx, id: string, scope: Scope): Promise<JoinedContract | undefined> {
  const [row] = await joined(db).where(and(eq(propertyContracts.id, id), inScope(properties.clientId, scope)));
  return row;
}

export async function insertContract(db: DbOrTx, values: typeof propertyContracts.$inferInsert): Promise<ContractRow> {
  const [row] = await db.insert(propertyContracts).values(values).returning();
  return row;
}

/** Updates a contract that is not signed; undefined when it is missing or already signed. */
export async function updateUnsignedContract(
  db: DbOrTx,
  id: string,
  patch: Partial<Pick<ContractRow, 'title' | 'terms' | 'depositAmountPence' | 'status' | 'lateChangeoverPence' | 'lateChangeoverEveryDays'>>,
  now: Date,
): Promise<ContractRow | undefined> {
  const [row] = await db
    .update(propertyContracts)
    .set({ ...patch, updatedAt: now })
    .where(and(eq(propertyContracts.id, id), notInArray(propertyContracts.status, FINAL)))
    .returning();
  return row;
}

export async function deleteUnsignedContract(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .delete(propertyContracts)
    .where(and(eq(propertyContracts.id, id), notInArray(propertyContracts.status, FINAL)))
    .returning({ id: propertyContracts.id });
  return rows.length > 0;
}

/** Locks the contract row for the rest of the transaction (signing and editing queue up behind it). */
export async function lockContract(tx: DbOrTx, id: string): Promise<ContractRow | undefined> {
  const [row] = await tx.select().from(propertyContracts).where(eq(propertyContracts.id, id)).for('update');
  return row;
}

/** The signing transition: only from the given statuses, so exactly one of two racing signatures wins. */
export async function markContractSigned(
  tx: DbOrTx,
  id: string,
  input: { from: PropertyContractStatus[]; to: 'signed' | 'active'; signedDate: Date; signatureData: SignatureData & { via: SignedVia } },
): Promise<ContractRow | undefined> {
  const [row] = await tx
    .update(propertyContracts)
    .set({ status: input.to, signedDate: input.signedDate, signatureData: input.signatureData, updatedAt: input.signedDate })
    .where(and(eq(propertyContracts.id, id), inArray(propertyContracts.status, input.from)))
    .returning();
  return row;
}

// ── Shares ────────────────────────────────────────────────────────────────────────────────────────

/** The newest active share of each contract. */
export async function activeSharesOf(db: DbOrTx, contractIds: string[]): Promise<Map<string, ShareRow>> {
  const result = new Map<string, ShareRow>();
  if (contractIds.length === 0) return result;
  const rows = await db
    .select()
    .from(contractShares)
    .where(and(inArray(contractShares.contractId, contractIds), eq(contractShares.isActive, true)))
    .orderBy(desc(contractShares.createdAt), desc(contractShares.id));
  for (const row of rows) if (!result.has(row.contractId)) result.set(row.contractId, row);
  return result;
}

export async function insertShare(db: DbOrTx, contractId: string, shareToken: string, now: Date): Promise<ShareRow> {
  const [row] = await db.insert(contractShares).values({ contractId, shareToken, createdAt: now }).returning();
  return row;
}

/** A share with its contract's property client, when the scope allows it. */
export async function findShareInScope(db: DbOrTx, id: string, scope: Scope): Promise<ShareRow | undefined> {
  const [row] = await db
    .select({ share: contractShares })
    .from(contractShares)
    .innerJoin(propertyContracts, eq(propertyContracts.id, contractShares.contractId))
    .innerJoin(properties, eq(properties.id, propertyContracts.propertyId))
    .where(and(eq(contractShares.id, id), inScope(properties.clientId, scope)));
  return row?.share;
}

/** Deactivates a link that was not signed through; undefined when it was (such a link stays active). */
export async function deactivateUnsignedShare(db: DbOrTx, id: string): Promise<ShareRow | undefined> {
  const [row] = await db
    .update(contractShares)
    .set({ isActive: false })
    .where(and(eq(contractShares.id, id), isNull(contractShares.signedAt)))
    .returning();
  return row;
}

/** Ends every link of a cancelled contract for good: inactive, and marked revoked so none is revived. */
export async function revokeShares(db: DbOrTx, contractId: string, now: Date): Promise<number> {
  const rows = await db
    .update(contractShares)
    .set({ isActive: false, revokedAt: now })
    .where(and(eq(contractShares.contractId, contractId), isNull(contractShares.revokedAt)))
    .returning({ id: contractShares.id });
  return rows.length;
}

/** Closes the unsigned links of a contract signed in the app: they can no longer sign, and are not offered. */
export async function deactivateUnsignedSharesOf(db: DbOrTx, contractId: string): Promise<number> {
  const rows = await db
    .update(contractShares)
    .set({ isActive: false })
    .where(and(eq(contractShares.contractId, contractId), eq(contractShares.isActive, true), isNull(contractShares.signedAt)))
    .returning({ id: contractShares.id });
  return rows.length;
}

/** The newest active link of a contract that was not signed through, for sending it again. */
export async function activeUnsignedShareOf(db: DbOrTx, contractId: string): Promise<ShareRow | undefined> {
  const [row] = await db
    .select()
    .from(contractShares)
    .where(and(eq(contractShares.contractId, contractId), eq(contractShares.isActive, true), isNull(contractShares.signedAt), isNull(contractShares.revokedAt)))
    .orderBy(desc(contractShares.createdAt), desc(contractShares.id))
    .limit(1);
  return row;
}

export interface ShareWithContract extends JoinedContract {
  share: ShareRow;
}

/** The share with its contract, property and client, by token (any state: the caller decides). */
export async function findShareByToken(db: DbOrTx, token: string): Promise<ShareWithContract | undefined> {
  const [row] = await db
    .select({ share: contractShares, ...joinedColumns })
    .from(contractShares)
    .innerJoin(propertyContracts, eq(propertyContracts.id, contractShares.contractId))
    .innerJoin(properties, eq(properties.id, propertyContracts.propertyId))
    .leftJoin(clients, eq(clients.id, properties.clientId))
    .where(eq(contractShares.shareToken, token));
  return row;
}

/** Marks an active, unsigned share signed; undefined when another signature got there first. */
export async function markShareSigned(
  tx: DbOrTx,
  id: string,
  input: { signedAt: Date; clientIp: string | null; clientName: string; userAgent: string | null },
): Promise<ShareRow | undefined> {
  const [row] = await tx
    .update(contractShares)
    .set({ ...input, viewOnly: false })
    .where(and(eq(contractShares.id, id), eq(contractShares.isActive, true), isNull(contractShares.revokedAt), isNull(contractShares.signedAt)))
    .returning();
  return row;
}

/** The share a contract was signed through, if it was. */
export async function signedShareOf(db: DbOrTx, contractId: string): Promise<ShareRow | undefined> {
  const [row] = await db
    .select()
    .from(contractShares)
    .where(and(eq(contractShares.contractId, contractId), isNotNull(contractShares.signedAt)))
    .orderBy(contractShares.signedAt)
    .limit(1);
  return row;
}

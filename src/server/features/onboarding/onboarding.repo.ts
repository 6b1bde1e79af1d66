/** Reads and writes of onboarding state: property tasks, client progress, the onboarding linen card. */
import { and, eq } from 'drizzle-orm';
import type { ClientStatus } from '@shared/domain/clients';
import type { OnboardingTask } from '@shared/domain/onboarding';
import type { DbOrTx } from '../../db/client';
import { auditLog, clients, properties } from '../../db/schema';

/** Locks the property row for the rest of the transaction, so concurrent task changes queue up. */
export async function lockPropertyTasks(tx: DbOrTx, propertyId: string) {
  const [row] = await tx
    .select({
      id: properties.id,
      clientId: properties.clientId,
      name: properties.name,
      tasks: properties.onboardingTasks,
      progress: properties.onboardingProgress,
      depositPaid: properties.depositPaid,
      depositRecordedAt: properties.depositRecordedAt,
      contractSigned: properties.contractSigned,
      services: properties.stripeProducts,
    })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .for('update');
  return row;
}

export type PropertyFacts = Partial<{
  depositPaid: boolean;
  contractSigned: boolean;
  depositRecordedReason: string;
  depositRecordedAt: Date;
  depositRecordedBy: string;
}>;

export async function savePropertyTasks(tx: DbOrTx, propertyId: string, tasks: OnboardingTask[], progress: number, extra: PropertyFacts = {}) {
  await tx
    .update(properties)
    .set({ onboardingTasks: tasks, onboardingProgress: progress, updatedAt: new Date(), ...extra })
    .where(eq(properties.id, propertyId));
}

export async function activePropertyProgress(tx: DbOrTx, clientId: string): Promise<number[]> {
  const rows = await tx
    .select({ progress: properties.onboardingProgress })
    .from(properties)
    .where(and(eq(properties.clientId, clientId), eq(properties.archived, false)));
  return rows.map((r) => r.progress);
}

export async function saveClientProgress(tx: DbOrTx, clientId: string, progress: number, now: Date) {
  await tx.update(clients).set({ onboardingProgress: progress, lastTouch: now, updatedAt: now }).where(eq(clients.id, clientId));
}

/** Locks the client row and reads its status (for the promotion at onboarding completion). */
export async function lockClientStatus(tx: DbOrTx, clientId: string) {
  const [row] = await tx.select({ status: clients.status }).from(clients).where(eq(clients.id, clientId)).for('update');
  return row?.status;
}

export async function saveClientStatus(tx: DbOrTx, clientId: string, status: ClientStatus, now: Date) {
  await tx.update(clients).set({ status, lastTouch: now, updatedAt: now }).where(eq(clients.id, clientId));
}

/** The client a completion e-mail goes to. */
export async function findClientContact(tx: DbOrTx, clientId: string) {
  const [row] = await tx
    .select({ name: clients.name, contactName: clients.contactName, primaryEmail: clients.primaryEmail })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row;
}

/** Whether the property's 'onboarding complete' e-mail was already queued (it goes once per property). */
export async function completionMailQueued(tx: DbOrTx, propertyId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'property'), eq(auditLog.entityId, propertyId), eq(auditLog.action, COMPLETION_MAIL_ACTION)))
    .limit(1);
  return row !== undefined;
}

export const COMPLETION_MAIL_ACTION = 'property.onboarding_complete_mail';

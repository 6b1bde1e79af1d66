/**
 * Changes a property's onboarding task and everything that follows from it: progress, the client's
 * progress, and, when progress first reaches 100, the linen card, the 'onboarding complete' e-mail and
 * the client's move from lead to customer. Callers pass their open transaction; the property row is
 * locked so two simultaneous completions create one card and one e-mail. Tasks 3, 4 and 5 always follow
 * the facts (applyOnboardingFacts): the deposit received, the contract signed, services saved; whatever
 * a caller asks, only those facts or a staff override with a reason (tasks 4 and 5) complete them.
 */
import { depositReceived } from '@shared/domain/deposit';
import { statusOnOnboardingComplete } from '@shared/domain/clients';
import {
  applyOnboardingFacts,
  clientProgress,
  defaultOnboardingTasks,
  ONBOARDING_LINEN_CARD,
  onboardingProgress,
  reachedCompletion,
  servicesSaved,
  setTask,
  setTaskOverride,
  type OnboardingTask,
  type OnboardingTaskId,
  type TaskOverride,
} from '@shared/domain/onboarding';
import type { Tx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { about, enqueueMail } from '../mail';
import { activeSuperadminEmails } from '../users';
import { onboardingCompleteMail } from './onboarding-mail';
import { insertLinenCardOnce } from '../linen';
import * as repo from './onboarding.repo';
import { audit } from '../../lib/audit';

export interface TaskChangeResult {
  tasks: OnboardingTask[];
  progress: number;
  linenCardCreated: boolean;
}

/** Sets task 1 or 2 as asked; tasks 3–5 are recomputed from the facts (those given and those stored). */
export function setPropertyTask(
  tx: Tx,
  propertyId: string,
  taskId: OnboardingTaskId,
  completed: boolean,
  now: Date,
  /** Facts established by the caller (a paid or recorded deposit, a signature) saved with the task. */
  facts: repo.PropertyFacts = {},
): Promise<TaskChangeResult> {
  return changeTasks(tx, propertyId, now, (tasks) => setTask(tasks, taskId, completed), facts);
}

/** Staff's override of task 4 or 5 (null takes it off): counts as done until the fact holds. */
export function overridePropertyTask(tx: Tx, propertyId: string, taskId: 4 | 5, override: TaskOverride | null, now: Date): Promise<TaskChangeResult> {
  return changeTasks(tx, propertyId, now, (tasks) => setTaskOverride(tasks, taskId, override));
}

/** Recomputes tasks 3–5 from the stored facts, e.g. after the property's services were saved or cleared. */
export function syncPropertyTasks(tx: Tx, propertyId: string, now: Date): Promise<TaskChangeResult> {
  return changeTasks(tx, propertyId, now, (tasks) => [...tasks]);
}

async function changeTasks(
  tx: Tx,
  propertyId: string,
  now: Date,
  edit: (tasks: readonly OnboardingTask[]) => OnboardingTask[],
  facts: repo.PropertyFacts = {},
): Promise<TaskChangeResult> {
  const property = await repo.lockPropertyTasks(tx, propertyId);
  if (!property) throw notFound('Property not found');
  const before = property.tasks.length ? property.tasks : defaultOnboardingTasks();
  const received = depositReceived({
    depositPaid: facts.depositPaid ?? property.depositPaid,
    depositRecorded: (facts.depositRecordedAt ?? property.depositRecordedAt) ? { reason: '', recordedAt: '' } : null,
  });
  const tasks = applyOnboardingFacts(edit(before), {
    depositReceived: received,
    contractSigned: facts.contractSigned ?? property.contractSigned,
    servicesSaved: servicesSaved(property.services),
  });
  const progress = onboardingProgress(tasks);
  await repo.savePropertyTasks(tx, propertyId, tasks, progress, facts);

  let linenCardCreated = false;
  if (property.clientId) {
    if (reachedCompletion(property.progress, progress)) {
      linenCardCreated = await insertLinenCardOnce(tx, {
        propertyId,
        clientId: property.clientId,
        status: ONBOARDING_LINEN_CARD.status,
        billingTags: [ONBOARDING_LINEN_CARD.billingTag],
        notes: ONBOARDING_LINEN_CARD.note,
      });
      await queueCompletionMail(tx, { id: propertyId, name: property.name, clientId: property.clientId });
      await promoteClient(tx, property.clientId, propertyId, tasks, now);
    }
    await repo.saveClientProgress(tx, property.clientId, clientProgress(await repo.activePropertyProgress(tx, property.clientId)), now);
  }
  return { tasks, progress, linenCardCreated };
}

/** A lead whose property completes onboarding becomes a customer (issue 19 M10), audited as the system's change. */
async function promoteClient(tx: Tx, clientId: string, propertyId: string, tasks: readonly OnboardingTask[], now: Date) {
  const from = await repo.lockClientStatus(tx, clientId);
  const to = from ? statusOnOnboardingComplete(from) : null;
  if (!from || !to) return;
  await repo.saveClientStatus(tx, clientId, to, now);
  await audit(tx, null, {
    action: 'client.status_changed',
    entityType: 'client',
    entityId: clientId,
    details: { from, to, why: 'onboarding_complete', propertyId, overriddenTasks: tasks.filter((t) => t.override).map((t) => t.id) },
  });
}

/** 'Onboarding complete' to the client's primary e-mail and the active super admins, once per property. */
async function queueCompletionMail(tx: Tx, property: { id: string; name: string; clientId: string }) {
  if (await repo.completionMailQueued(tx, property.id)) return;
  const client = await repo.findClientContact(tx, property.clientId);
  if (!client) return;
  const base = { propertyName: property.name, clientName: client.name, contactName: client.contactName };
  const owner = client.primaryEmail.toLowerCase();
  const admins = [...new Set((await activeSuperadminEmails(tx)).map((e) => e.toLowerCase()))].filter((e) => e !== owner);
  const mails = [
    onboardingCompleteMail(client.primaryEmail, { ...base, forAdmin: false }),
    ...admins.map((to) => onboardingCompleteMail(to, { ...base, forAdmin: true })),
  ];
  await enqueueMail(tx, about(mails, { clientId: property.clientId }));
  await audit(tx, null, {
    action: repo.COMPLETION_MAIL_ACTION,
    entityType: 'property',
    entityId: property.id,
    details: { to: mails.map((m) => m.to) },
  });
}

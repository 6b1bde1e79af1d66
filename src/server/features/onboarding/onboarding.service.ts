/**
 * Changes a property's onboarding task and everything that follows from it: progress, the client's
 * progress, and, when progress first reaches 100, the linen card and the 'onboarding complete' e-mail.
 * Callers pass their open transaction; the property row is locked so two simultaneous completions
 * create one card and one e-mail. Task 3 always follows the deposit (deposit.ts): whatever a caller
 * asks, it is done only with a paid or recorded deposit, so no property reaches 100% without one.
 */
import { applyDepositRule, depositReceived } from '@shared/domain/deposit';
import {
  clientProgress,
  defaultOnboardingTasks,
  ONBOARDING_LINEN_CARD,
  onboardingProgress,
  reachedCompletion,
  setTask,
  type OnboardingTaskId,
} from '@shared/domain/onboarding';
import type { Tx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit.repo';
import { about, enqueueMail } from '../mail/outbox.repo';
import { activeSuperadminEmails } from '../users/users.repo';
import { onboardingCompleteMail } from './onboarding-mail';
import * as repo from './onboarding.repo';

export interface TaskChangeResult {
  tasks: ReturnType<typeof setTask>;
  progress: number;
  linenCardCreated: boolean;
}

export async function setPropertyTask(
  tx: Tx,
  propertyId: string,
  taskId: OnboardingTaskId,
  completed: boolean,
  now: Date,
  /** Facts established by the caller (a paid or recorded deposit, a signature) saved with the task. */
  facts: repo.PropertyFacts = {},
): Promise<TaskChangeResult> {
  const property = await repo.lockPropertyTasks(tx, propertyId);
  if (!property) throw notFound('Property not found');
  const before = property.tasks.length ? property.tasks : defaultOnboardingTasks();
  const received = depositReceived({
    depositPaid: facts.depositPaid ?? property.depositPaid,
    depositRecorded: (facts.depositRecordedAt ?? property.depositRecordedAt) ? { reason: '', recordedAt: '' } : null,
  });
  const tasks = applyDepositRule(setTask(before, taskId, completed), received);
  const progress = onboardingProgress(tasks);
  await repo.savePropertyTasks(tx, propertyId, tasks, progress, facts);

  let linenCardCreated = false;
  if (property.clientId) {
    if (reachedCompletion(property.progress, progress)) {
      linenCardCreated = await repo.insertLinenCardOnce(tx, {
        propertyId,
        clientId: property.clientId,
        status: ONBOARDING_LINEN_CARD.status,
        billingTags: [ONBOARDING_LINEN_CARD.billingTag],
        notes: ONBOARDING_LINEN_CARD.note,
      });
      await queueCompletionMail(tx, { id: propertyId, name: property.name, clientId: property.clientId });
    }
    await repo.saveClientProgress(tx, property.clientId, clientProgress(await repo.activePropertyProgress(tx, property.clientId)), now);
  }
  return { tasks, progress, linenCardCreated };
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
  await recordAudit(tx, {
    actorUserId: null,
    action: repo.COMPLETION_MAIL_ACTION,
    entityType: 'property',
    entityId: property.id,
    details: { to: mails.map((m) => m.to) },
  });
}

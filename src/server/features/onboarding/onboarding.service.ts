/**
 * Changes a property's onboarding task and everything that follows from it: progress, the client's
 * progress, and the linen card created when progress first reaches 100. Callers pass their open
 * transaction; the property row is locked so two simultaneous completions create one card.
 */
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
  /** Facts established by the caller (a paid deposit, a signature) saved with the task. */
  facts: Partial<{ depositPaid: boolean; contractSigned: boolean }> = {},
): Promise<TaskChangeResult> {
  const property = await repo.lockPropertyTasks(tx, propertyId);
  if (!property) throw notFound('Property not found');
  const before = property.tasks.length ? property.tasks : defaultOnboardingTasks();
  const tasks = setTask(before, taskId, completed);
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
    }
    await repo.saveClientProgress(tx, property.clientId, clientProgress(await repo.activePropertyProgress(tx, property.clientId)), now);
  }
  return { tasks, progress, linenCardCreated };
}

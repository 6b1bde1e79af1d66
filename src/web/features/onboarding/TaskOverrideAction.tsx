/**
 * Staff marking onboarding task 4 or 5 done by hand (issue 19 M1): the step follows the signed contract
 * or the saved services, so doing it without them needs a reason ('Signed a paper contract'), kept with
 * the task, shown on the checklist as 'Marked done by <name>: <reason>' and in the audit log. While the
 * step is marked by hand, 'Undo' takes the mark off. Shown only to staff who may edit properties.
 */
import { useState } from 'react';
import { CheckCheck, Undo2 } from 'lucide-react';
import { toast } from 'sonner';
import {
  canOverrideTask,
  ONBOARDING_MESSAGES as OM,
  OVERRIDE_REASON_EXAMPLES,
  OVERRIDE_REASON_MAX,
  overrideReasonProblem,
  type OnboardingTask,
} from '@shared/domain/onboarding';
import { propertyAbilities } from '@shared/domain/abilities';
import { useSession, subjectOf } from '@web/lib/session';
import { Button, Dialog, useConfirm } from '@web/components/ui';
import { ReasonForm } from '@web/components/ReasonForm';
import { errorMessage } from '@web/lib/api';
import { useSetPropertyTask } from './use-set-property-task';

export function TaskOverrideAction({ propertyId, propertyName, task }: { propertyId: string; propertyName: string; task: OnboardingTask }) {
  const me = useSession();
  const can = propertyAbilities(subjectOf(me));
  const setTask = useSetPropertyTask();
  const confirm = useConfirm();
  const [open, setOpen] = useState(false);
  if (!canOverrideTask(task.id, { canEditProperties: can.canEditAnyTask && !can.owner })) return null;

  if (task.override) {
    const undo = async () => {
      const ok = await confirm({
        title: `Undo “${task.title}”?`,
        description: `The step is no longer marked done by hand; it completes again when ${task.id === 4 ? 'the contract is signed' : 'services are saved'}.`,
        confirmLabel: OM.undoMark,
      });
      if (!ok) return;
      setTask.mutate(
        { propertyId, taskId: task.id, completed: false },
        { onSuccess: () => toast.success(OM.unmarked), onError: (error) => toast.error(errorMessage(error, OM.failedMark)) },
      );
    };
    return (
      <Button size="sm" variant="outline" onClick={() => void undo()} loading={setTask.isPending} aria-label={`${OM.undoMark}: ${task.title}`}>
        <Undo2 aria-hidden="true" />
        {OM.undoMark}
      </Button>
    );
  }
  if (task.completed) return null;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} aria-label={`${OM.markDone}: ${task.title}`}>
        <CheckCheck aria-hidden="true" />
        {OM.markDone}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`Mark “${task.title}” as done`}
        description={`${propertyName}: for when it was done outside the app. The reason is shown on the checklist and kept in the audit log.`}
      >
        {open && <OverrideForm propertyId={propertyId} taskId={task.id} onDone={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

function OverrideForm({ propertyId, taskId, onDone }: { propertyId: string; taskId: number; onDone: () => void }) {
  const setTask = useSetPropertyTask();
  const suggestions = OVERRIDE_REASON_EXAMPLES[taskId] ?? [];
  return (
    <ReasonForm
      label="Why is this step done?"
      hint={`For example: ${suggestions[0] ?? 'Agreed by phone'}`}
      suggestions={suggestions}
      maxLength={OVERRIDE_REASON_MAX}
      problemOf={overrideReasonProblem}
      send={(reason) => setTask.mutateAsync({ propertyId, taskId, completed: true, reason })}
      busy={setTask.isPending}
      submitLabel={OM.markDone}
      busyLabel="Saving..."
      successMessage={OM.marked}
      failureMessage={OM.failedMark}
      onDone={onDone}
    />
  );
}

/**
 * A property's onboarding checklist with each step's way in (docs/product.md §1.2.6, §1.4): task 1 opens client
 * assignment, 2 the property details form, 3 follows the deposit (DepositTaskAction), 4 goes to the
 * contract, 5 opens service selection. The property (and so the deposit) is re-checked when the panel
 * opens and 1 second after the window regains focus.
 */
import { useState } from 'react';
import { ClipboardList, FileSignature, ListChecks, UserRound } from 'lucide-react';
import { toast } from 'sonner';
import { depositView } from '@shared/domain/deposit';
import { canTickTask, ONBOARDING_TASK_IDS as T, overrideNote, type OnboardingTask } from '@shared/domain/onboarding';
import { PROPERTY_MESSAGES as M } from '@shared/domain/properties';
import { propertyAbilities } from '@shared/domain/abilities';
import { Alert, Button, SectionSpinner } from '@web/components/ui';
import { useSession, subjectOf } from '@web/lib/session';
import { errorMessage } from '@web/lib/api';
import { AssignClientDialog } from '../properties/AssignClientDialog';
import { PropertyDetailsDialog } from '../properties/PropertyDetailsDialog';
import { SelectServicesDialog } from '../properties/SelectServicesDialog';
import { useProperty } from '../properties/use-property';
import { OnboardingChecklist } from './OnboardingChecklist';
import { DepositTaskAction } from './DepositTaskAction';
import { TaskOverrideAction } from './TaskOverrideAction';
import { PropertyDepositRefund } from '../deposit-refunds/PropertyDepositRefund';
import { useRecheckOnFocus } from './use-recheck-on-focus';
import { useSetPropertyTask } from './use-set-property-task';

export interface PropertyOnboardingPanelProps {
  propertyId: string;
  /** Task 4: show the property's contract (e.g. switch to the Contracts tab). */
  onOpenContracts?: () => void;
}

type SubDialog = 'assign' | 'details' | 'services' | null;

export function PropertyOnboardingPanel({ propertyId, onOpenContracts }: PropertyOnboardingPanelProps) {
  const me = useSession();
  const can = propertyAbilities(subjectOf(me));
  // A fresh read when the panel opens is the deposit re-check; another 1 s after focus returns.
  const query = useProperty(propertyId, { refetchOnMount: 'always' });
  useRecheckOnFocus(() => void query.refetch());
  const setTask = useSetPropertyTask();
  const [dialog, setDialog] = useState<SubDialog>(null);

  if (query.isPending) return <SectionSpinner label="Loading onboarding" />;
  if (query.isError) return <Alert variant="error">{errorMessage(query.error)}</Alert>;
  const property = query.data;
  const tickable = (task: OnboardingTask) => canTickTask(task.id, { isPropertyOwner: can.owner, canEditProperties: can.canEditAnyTask });

  function toggle(task: OnboardingTask, completed: boolean) {
    setTask.mutate(
      { propertyId, taskId: task.id, completed },
      { onError: (error) => toast.error(errorMessage(error, M.failedUpdateTask)) },
    );
  }

  function action(task: OnboardingTask) {
    switch (task.id) {
      case T.client:
        return can.edit ? (
          <Button size="sm" variant="outline" onClick={() => setDialog('assign')}>
            <UserRound aria-hidden="true" />
            {task.completed ? 'Change client' : 'Assign client'}
          </Button>
        ) : null;
      case T.details:
        return can.edit ? (
          <Button size="sm" variant="outline" onClick={() => setDialog('details')}>
            <ClipboardList aria-hidden="true" />
            {task.completed ? 'Edit details' : 'Complete details'}
          </Button>
        ) : null;
      case T.deposit:
        return (
          <>
            <DepositTaskAction property={property} />
            <PropertyDepositRefund propertyId={property.id} propertyName={property.name} />
          </>
        );
      case T.contract:
        // 'View contract' only for a signed contract: a step marked done by hand has none to view.
        return (
          <>
            {onOpenContracts && (
              <Button size="sm" variant="outline" onClick={onOpenContracts}>
                <FileSignature aria-hidden="true" />
                {property.contractSigned ? 'View contract' : 'Go to contract'}
              </Button>
            )}
            <TaskOverrideAction propertyId={property.id} propertyName={property.name} task={task} />
          </>
        );
      case T.services:
        return (
          <>
            {can.edit && (
              <Button size="sm" variant="outline" onClick={() => setDialog('services')}>
                <ListChecks aria-hidden="true" />
                {property.services.length ? 'Change services' : 'Select services'}
              </Button>
            )}
            <TaskOverrideAction propertyId={property.id} propertyName={property.name} task={task} />
          </>
        );
      default:
        return null;
    }
  }

  function describe(task: OnboardingTask) {
    switch (task.id) {
      case T.client:
        return property.client ? property.client.name : 'No client assigned yet';
      case T.details:
        return can.owner && !task.completed ? 'Completed by our team after reviewing your details' : null;
      case T.deposit:
        return depositView(property).note;
      case T.contract:
        if (task.override) return overrideNote(task.override);
        return property.contractSigned ? 'Contract signed' : 'Completed when the service contract is signed';
      case T.services:
        if (task.override) return overrideNote(task.override);
        return property.services.length ? property.services.map((s) => s.name).join(', ') : 'Completed when services are saved';
      default:
        return null;
    }
  }

  return (
    <>
      <OnboardingChecklist
        title="Onboarding progress"
        tasks={property.onboardingTasks}
        progress={property.onboardingProgress}
        canToggle={tickable}
        onToggle={toggle}
        pendingTaskId={setTask.isPending ? setTask.variables?.taskId : null}
        renderAction={action}
        describeTask={describe}
        completeMessage="This property is fully onboarded. Its linen card is on the board and the first linen service will be arranged."
      />
      <AssignClientDialog open={dialog === 'assign'} onOpenChange={(o) => setDialog(o ? 'assign' : null)} property={property} />
      <PropertyDetailsDialog open={dialog === 'details'} onOpenChange={(o) => setDialog(o ? 'details' : null)} propertyId={propertyId} />
      <SelectServicesDialog open={dialog === 'services'} onOpenChange={(o) => setDialog(o ? 'services' : null)} property={property} />
    </>
  );
}

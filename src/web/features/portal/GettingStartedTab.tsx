/**
 * Getting Started: each property's onboarding checklist with its progress and the next step to take
 * (docs/product.md §1.4). Owners tick tasks 1 and 5, send the details for task 2 (the provider reviews
 * them and completes it), pay the £100 deposit (task 3 completes itself once paid, or when staff record
 * a deposit received another way) and sign the contract the provider prepared (task 4).
 */
import { isPropertyOwner, propertyAbilities } from '@shared/domain/abilities';
import { ClipboardList, Clock, Footprints, ListChecks } from 'lucide-react';
import { toast } from 'sonner';
import { depositView } from '@shared/domain/deposit';
import { canTickTask, ONBOARDING_TASK_IDS as T, overrideNote, type OnboardingTask } from '@shared/domain/onboarding';
import { PROPERTY_MESSAGES as M } from '@shared/domain/properties';
import type { TPropertyListItem } from '@shared/schemas/properties';
import type { TDepositRefundSummary } from '@shared/schemas/deposit-refunds';
import { Button, Card, EmptyState } from '@web/components/ui';
import { useSession, subjectOf } from '@web/lib/session';
import { errorMessage } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { OnboardingChecklist } from '../onboarding/OnboardingChecklist';
import { DepositTaskAction } from '../onboarding/DepositTaskAction';
import { DepositRefundsNotice, refundOf } from '../deposit-refunds/DepositRefundsNotice';
import { DepositRefundStatus } from '../deposit-refunds/DepositRefundStatus';
import { useDepositRefunds } from '../deposit-refunds/use-deposit-refunds';
import { useSetPropertyTask } from '../onboarding/use-set-property-task';
import { SignContractAction, ViewPdfLink } from './ContractLinks';
import { contractAccess, detailsSent, nextStep, type NextStep } from './next-step';
import { AddPropertyButton } from './components/AddPropertyButton';
import type { PortalActions, PropertyTabProps } from './portal-actions';

export function GettingStartedTab({ properties, actions, onAddProperty }: PropertyTabProps) {
  const me = useSession();
  const refunds = useDepositRefunds(isPropertyOwner(subjectOf(me))).data;
  const notice = refunds && <DepositRefundsNotice refunds={refunds} listedIds={properties.map((p) => p.id)} />;
  if (properties.length === 0) {
    return (
      <div className="space-y-4">
        {notice}
        <EmptyState
          icon={Footprints}
          headingLevel={2}
          title="Add your first property"
          description="Add a property to start its setup: five short steps, from the property details to your first linen delivery."
          action={<AddPropertyButton onClick={onAddProperty} />}
        />
      </div>
    );
  }
  // Properties still being set up first; finished ones after.
  const ordered = [...properties].sort((a, b) => Number(a.onboardingProgress === 100) - Number(b.onboardingProgress === 100));
  return (
    <div className="space-y-4">
      {notice}
      <ul className="space-y-4" aria-label="Property setup">
        {ordered.map((p) => (
          <li key={p.id}>
            <PropertySetup property={p} actions={actions} refund={refundOf(refunds, p.id)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function PropertySetup({ property: p, actions, refund }: { property: TPropertyListItem; actions: PortalActions; refund?: TDepositRefundSummary }) {
  const me = useSession();
  const setTask = useSetPropertyTask();
  const step = nextStep(p);
  const access = contractAccess(p.contract);
  const headingId = `setup-${p.id}`;
  const tickable = (task: OnboardingTask) =>
    canTickTask(task.id, {
      isPropertyOwner: isPropertyOwner(subjectOf(me)),
      canEditProperties: propertyAbilities(subjectOf(me)).canEditAnyTask,
    });

  function toggle(task: OnboardingTask, completed: boolean) {
    setTask.mutate(
      { propertyId: p.id, taskId: task.id, completed },
      {
        onError: (error) => toast.error(errorMessage(error, M.failedUpdateTask)),
      },
    );
  }

  function action(task: OnboardingTask) {
    switch (task.id) {
      case T.details:
        return task.completed ? null : (
          <Button
            size="sm"
            variant="outline"
            onClick={() => actions.openDetails(p)}
            aria-label={`${detailsSent(p) ? 'Edit Details' : 'Complete Property Form'}: ${p.name}`}
          >
            <ClipboardList aria-hidden="true" />
            {detailsSent(p) ? 'Edit Details' : 'Complete Property Form'}
          </Button>
        );
      case T.deposit:
        return <DepositTaskAction property={p} />;
      case T.contract:
        if (access.kind === 'signed') {
          return <ViewPdfLink contractId={access.contractId} label="View Signed Contract" accessibleName={`View Signed Contract: ${p.name}`} />;
        }
        return <SignContractAction access={access} onOpenPanel={() => actions.openContract(p)} accessibleName={`Sign Contract: ${p.name}`} />;
      case T.services:
        return (
          <Button
            size="sm"
            variant="outline"
            onClick={() => actions.openServices(p)}
            aria-label={`${p.services.length ? 'Change Services' : 'Select Services'}: ${p.name}`}
          >
            <ListChecks aria-hidden="true" />
            {p.services.length ? 'Change Services' : 'Select Services'}
          </Button>
        );
      default:
        return null;
    }
  }

  function describe(task: OnboardingTask) {
    switch (task.id) {
      case T.client:
        return task.completed ? 'Linked to your account' : 'Confirm this property belongs to your account';
      case T.details:
        if (task.completed) return 'Reviewed by our team';
        return detailsSent(p)
          ? 'Details sent: our team reviews them and completes this step'
          : 'Beds, linen and consumables. Our team reviews them and completes this step';
      case T.deposit:
        return refund ? <DepositRefundStatus refund={refund} /> : depositView(p).note;
      case T.contract:
        if (access.kind === 'signed') return 'Contract signed';
        if (task.override) return overrideNote(task.override);
        return access.kind === 'none' ? 'Our team prepares your contract once the other steps are done' : 'Your contract is ready to sign';
      case T.services:
        if (task.override) return overrideNote(task.override);
        return p.services.length ? p.services.map((s) => s.name).join(', ') : 'Choose the linen services you need';
      default:
        return null;
    }
  }

  return (
    <Card aria-labelledby={headingId} className="space-y-4 p-4 sm:p-5">
      <div className="min-w-0">
        <h2 id={headingId} className="text-base font-semibold text-slate-900 [overflow-wrap:anywhere]">
          {p.name}
        </h2>
        {p.address && <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">{p.address}</p>}
      </div>
      {step.kind !== 'done' && <NextStepNote step={step} />}
      <OnboardingChecklist
        title="Setup progress"
        tasks={p.onboardingTasks}
        progress={p.onboardingProgress}
        canToggle={tickable}
        onToggle={toggle}
        pendingTaskId={setTask.isPending ? setTask.variables?.taskId : null}
        renderAction={action}
        describeTask={describe}
        completeMessage="This property is fully set up. Your first linen service is being arranged."
      />
    </Card>
  );
}

function NextStepNote({ step }: { step: NextStep }) {
  const owner = step.kind === 'owner';
  const Icon = owner ? Footprints : Clock;
  return (
    <div className={cn('flex gap-3 rounded-lg border p-3 text-sm', owner ? 'border-brand-200 bg-brand-50' : 'border-slate-200 bg-slate-50')}>
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', owner ? 'text-brand-700' : 'text-slate-600')} />
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">
          {owner ? 'Next step: ' : 'With our team: '}
          {step.title}
        </p>
        <p className="text-slate-700">{step.text}</p>
      </div>
    </div>
  );
}

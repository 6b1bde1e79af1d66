/**
 * Details → Onboarding: for each of the client's properties, the progress bar (completed/total and
 * percent) and the five-task checklist. Owners may tick tasks 1, 3 and 5; task 3 offers 'Pay £100'
 * while the deposit is unpaid, to those who may pay it.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Building2, CreditCard } from 'lucide-react';
import { toast } from 'sonner';
import { CLIENT_MESSAGES, DAMAGE_DEPOSIT_PENCE } from '@shared/constants';
import { formatPence } from '@shared/domain/money';
import {
  canTickTask,
  defaultOnboardingTasks,
  offersDepositPayment,
  ONBOARDING_TASK_IDS,
  type OnboardingTask,
} from '@shared/domain/onboarding';
import { useSession } from '@web/app/session';
import { Alert, Button, Checkbox, EmptyState, SectionSpinner } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { crossKeys } from './query-keys';
import { useClientProperties, useToggleOnboardingTask, type ClientProperty } from './use-client-properties';
import { useDepositCheckout, usePaymentsEnabled } from './use-deposit-payment';

/** The deposit is re-checked a second after the window regains focus (back from the checkout). */
const DEPOSIT_RECHECK_MS = 1000;

export function ClientOnboardingTab({ clientId }: { clientId: string }) {
  const properties = useClientProperties(clientId);
  const queryClient = useQueryClient();

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onFocus = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: crossKeys.properties(clientId) }), DEPOSIT_RECHECK_MS);
    };
    window.addEventListener('focus', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      clearTimeout(timer);
    };
  }, [clientId, queryClient]);

  if (properties.isPending) return <SectionSpinner label="Loading onboarding" />;
  if (properties.isError) return <Alert variant="error">{errorMessage(properties.error, CLIENT_MESSAGES.failedLoadClientData)}</Alert>;
  if (properties.data.length === 0) {
    return (
      <EmptyState
        icon={Building2}
        title="No properties yet"
        description="Onboarding starts when a property is added for this client on the Properties screen."
      />
    );
  }
  return (
    <div className="space-y-4">
      {properties.data.map((property) => (
        <PropertyChecklist key={property.id} clientId={clientId} property={property} />
      ))}
    </div>
  );
}

function lockedReason(taskId: number, flags: { is_property_owner: boolean; properties_edit: boolean }): string | null {
  if (canTickTask(taskId, { isPropertyOwner: flags.is_property_owner, canEditProperties: flags.properties_edit })) return null;
  if (!flags.is_property_owner) return 'Only managers can change onboarding tasks.';
  if (taskId === ONBOARDING_TASK_IDS.details) return 'Ticked by the provider after reviewing the property details.';
  if (taskId === ONBOARDING_TASK_IDS.contract) return 'Ticked when the service contract is signed.';
  return 'You cannot change this task.';
}

function PropertyChecklist({ clientId, property }: { clientId: string; property: ClientProperty }) {
  const { flags, user } = useSession();
  // Offered while unpaid (a hand tick is not a payment), and only to callers the server lets pay.
  const payable = offersDepositPayment(property, { isSuperadmin: user.isSuperadmin, flags });
  const toggle = useToggleOnboardingTask(clientId);
  const tasks: OnboardingTask[] = property.onboardingTasks.length ? property.onboardingTasks : defaultOnboardingTasks();
  const done = tasks.filter((t) => t.completed).length;
  const percent = tasks.length ? Math.round((done / tasks.length) * 100) : 0;
  const headingId = `onboarding-${property.id}`;

  function onToggle(task: OnboardingTask, completed: boolean) {
    toggle.mutate(
      { propertyId: property.id, taskId: task.id, completed },
      { onError: () => toast.error(CLIENT_MESSAGES.failedUpdateTask) },
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {property.name}
        </h3>
        <p className="text-sm text-slate-600">
          {done}/{tasks.length} tasks · {percent}%
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={`Onboarding progress for ${property.name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      {percent === 100 && (
        <Alert variant="success" title="Onboarding complete">
          All five steps are done. The first linen service is being arranged.
        </Alert>
      )}
      <ul className="divide-y divide-slate-100">
        {tasks.map((task) => {
          const reason = lockedReason(task.id, flags);
          const pending = toggle.isPending && toggle.variables?.propertyId === property.id && toggle.variables.taskId === task.id;
          return (
            <li key={task.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-1" title={reason ?? undefined}>
              <Checkbox
                label={`${task.id}. ${task.title}`}
                description={reason ?? undefined}
                checked={task.completed}
                disabled={reason !== null || pending}
                onCheckedChange={(value) => onToggle(task, value === true)}
              />
              {task.id === ONBOARDING_TASK_IDS.deposit && payable && <PayDeposit propertyId={property.id} />}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function PayDeposit({ propertyId }: { propertyId: string }) {
  const enabled = usePaymentsEnabled();
  const checkout = useDepositCheckout();
  const label = `Pay ${formatPence(DAMAGE_DEPOSIT_PENCE).replace('.00', '')}`;
  return (
    <div className="flex flex-wrap items-center gap-2 pb-2 pl-8 sm:pb-0 sm:pl-0">
      {!enabled && <span className="text-sm text-slate-600">{CLIENT_MESSAGES.cardPaymentsSettingUp}</span>}
      <Button
        size="sm"
        disabled={!enabled}
        loading={checkout.isPending}
        onClick={() => checkout.mutate(propertyId, { onError: () => toast.error(CLIENT_MESSAGES.failedStartPayment) })}
      >
        <CreditCard aria-hidden="true" />
        {label}
      </Button>
    </div>
  );
}

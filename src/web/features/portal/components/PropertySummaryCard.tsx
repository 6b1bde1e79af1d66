/**
 * One property at a glance: name, address, setup progress, beds, the date added, contract and deposit
 * state, and the notes. The owner's My Properties tab and the staff Client Portal modal both show it;
 * `children` go below the details (the owner's actions).
 */
import type { ReactNode } from 'react';
import { BedDouble } from 'lucide-react';
import { Badge, Card } from '@web/components/ui';
import type { DepositFacts } from '@shared/domain/deposit';
import { DepositBadge } from '../../onboarding/DepositTaskAction';
import { OnboardingProgressBar } from '../../onboarding/OnboardingChecklist';
import { formatDate } from '@shared/format-dates';

export interface PropertySummary {
  id: string;
  name: string;
  address: string | null;
  onboardingProgress: number;
  defaultBedConfig?: number;
  /** Some versions of the endpoint name the bed count `beds`. */
  beds?: number;
  contractSigned: boolean;
  depositPaid: boolean;
  depositRecorded?: DepositFacts['depositRecorded'];
  notes: string | null;
  createdAt: string;
}

export function PropertySummaryCard({
  property: p,
  headingLevel = 2,
  depositNote,
  children,
}: {
  property: PropertySummary;
  headingLevel?: 2 | 3;
  /** Shown under the deposit's state, e.g. its refund. */
  depositNote?: ReactNode;
  children?: ReactNode;
}) {
  const headingId = `property-${p.id}`;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <Card aria-labelledby={headingId} className="flex h-full flex-col gap-4 p-4 sm:p-5">
      <div className="min-w-0">
        <Heading id={headingId} className="text-base font-semibold text-slate-900 [overflow-wrap:anywhere]">
          {p.name}
        </Heading>
        <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">{p.address || 'No address yet'}</p>
      </div>

      <div className="space-y-1.5">
        <div className="flex justify-between text-sm">
          <span className="text-slate-700">Setup progress</span>
          <span className="font-medium text-slate-900">{p.onboardingProgress}%</span>
        </div>
        <OnboardingProgressBar progress={p.onboardingProgress} label={`Setup progress for ${p.name}`} />
      </div>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <div>
          <dt className="text-slate-600">Beds</dt>
          <dd className="flex items-center gap-1 font-medium text-slate-900">
            <BedDouble aria-hidden="true" className="size-4 text-slate-600" />
            {p.defaultBedConfig ?? p.beds ?? 0}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Added</dt>
          <dd className="font-medium text-slate-900">{formatDate(p.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Contract</dt>
          <dd>
            <Badge variant={p.contractSigned ? 'success' : 'warning'}>{p.contractSigned ? 'Signed' : 'Pending'}</Badge>
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Deposit</dt>
          <dd className="flex flex-col items-start gap-1">
            <DepositBadge property={p} />
            {depositNote}
          </dd>
        </div>
        {p.notes && (
          <div className="col-span-2">
            <dt className="text-slate-600">Notes</dt>
            <dd className="whitespace-pre-line text-slate-800 [overflow-wrap:anywhere]">{p.notes}</dd>
          </div>
        )}
      </dl>

      {children}
    </Card>
  );
}

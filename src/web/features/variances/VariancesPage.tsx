/**
 * /variances (issue 22, decision 0192): items a courier counted short or over at a stop, per property,
 * newest first; open ones with 'Charge replacement' (short items) and 'Resolve' (with a reason), handled
 * ones with what was done. A table from 1024 px up and cards on phones; Load more (keyset pages). Each row
 * links to the visit's proof (/visits/{id}).
 */
import { CountDifference } from '@web/features/visit-proof/CountDifference';
import { useState } from 'react';
import { Link } from 'react-router';
import { ClipboardCheck, Eye, Scale, X } from 'lucide-react';
import { CHARGE_STATUS_LABELS } from '@shared/domain/charges';
import { VARIANCE_MESSAGES as M, visitProofPath } from '@shared/domain/courier-variances';
import { formatPence } from '@shared/domain/money';
import { formatDateTime } from '@shared/format-dates';
import type { TVariance } from '@shared/schemas/courier-variances';
import {
  Alert,
  Button,
  DetailItem,
  EmptyState,
  LoadMorePager,
  PageHeader,
  SectionSpinner,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { ChargeReplacementButton, ResolveVarianceButton } from './VarianceDialogs';
import { useVariances, type VarianceListParams } from './use-variances';

type State = VarianceListParams['state'];
type Property = VarianceListParams['property'];

/** What became of a handled variance: the charge and its state, or the reason. */
function Outcome({ v }: { v: TVariance }) {
  const r = v.resolution;
  if (!r) return null;
  const by = `${formatDateTime(r.resolvedAt)}${r.resolvedByName ? ` by ${r.resolvedByName}` : ''}`;
  return (
    <div className="text-sm">
      {r.charge ? (
        <p className="font-medium text-slate-900">
          Charged {formatPence(r.charge.amountPence)} · {CHARGE_STATUS_LABELS[r.charge.status]}
        </p>
      ) : (
        <p className="[overflow-wrap:anywhere] text-slate-900">
          <span className="font-medium">Resolved:</span> {r.reason}
        </p>
      )}
      <p className="text-xs text-slate-600">{by}</p>
    </div>
  );
}

function Actions({ v }: { v: TVariance }) {
  if (v.resolution) return <Outcome v={v} />;
  return (
    <div className="flex flex-wrap gap-2">
      {v.difference < 0 && <ChargeReplacementButton variance={v} />}
      <ResolveVarianceButton variance={v} />
    </div>
  );
}

function ProofLink({ v }: { v: TVariance }) {
  return (
    <Link
      to={visitProofPath(v.visitId)}
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
      aria-label={`Proof of the visit to ${v.propertyName} on ${formatDateTime(v.happenedAt)}`}
    >
      <Eye aria-hidden="true" className="size-4" />
      Proof
    </Link>
  );
}

function PropertyButton({ v, onPick }: { v: TVariance; onPick: (p: NonNullable<Property>) => void }) {
  return (
    <button
      type="button"
      className="text-left font-medium [overflow-wrap:anywhere] text-slate-900 underline-offset-2 hover:underline"
      onClick={() => onPick({ id: v.propertyId, name: v.propertyName })}
      title="Show only this property"
    >
      {v.propertyName}
    </button>
  );
}

function VarianceTable({ rows, state, onPick }: { rows: TVariance[]; state: State; onPick: (p: NonNullable<Property>) => void }) {
  return (
    <>
      <div className="hidden lg:block">
        <Table label="Variances" className="min-w-[60rem]! [&_td]:px-2.5 [&_th]:px-2.5 [&_th]:whitespace-normal">
          <TableHeader>
            <TableRow>
              <TableHead>Visit</TableHead>
              <TableHead>Property</TableHead>
              <TableHead>Item</TableHead>
              <TableHead className="text-right">Expected</TableHead>
              <TableHead className="text-right">Counted</TableHead>
              <TableHead>Difference</TableHead>
              <TableHead>{state === 'open' ? 'Action' : 'Outcome'}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((v) => (
              <TableRow key={`${v.visitId}:${v.item}`}>
                <TableCell className="align-top whitespace-nowrap">
                  {formatDateTime(v.happenedAt)}
                  <div className="text-xs text-slate-600">{v.courierName ?? 'Courier'}</div>
                  <ProofLink v={v} />
                </TableCell>
                <TableCell className="min-w-36 align-top">
                  <PropertyButton v={v} onPick={onPick} />
                  <div className="text-xs text-slate-600">{v.clientName}</div>
                </TableCell>
                <TableCell className="align-top">{v.label}</TableCell>
                <TableCell className="text-right align-top tabular-nums">{v.expected}</TableCell>
                <TableCell className="text-right align-top tabular-nums">{v.counted}</TableCell>
                <TableCell className="align-top">
                  <CountDifference difference={v.difference} />
                </TableCell>
                <TableCell className="min-w-56 align-top">
                  <Actions v={v} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 lg:hidden" aria-label="Variances">
        {rows.map((v) => (
          <li key={`${v.visitId}:${v.item}`} className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="mb-3 flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">{v.label}</p>
                <h2>
                  <PropertyButton v={v} onPick={onPick} />
                </h2>
                <p className="text-sm [overflow-wrap:anywhere] text-slate-600">{v.clientName}</p>
              </div>
              <CountDifference difference={v.difference} />
            </div>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <DetailItem label="Expected">{v.expected}</DetailItem>
              <DetailItem label="Counted">{v.counted}</DetailItem>
              <DetailItem label="Visit">{formatDateTime(v.happenedAt)}</DetailItem>
              <DetailItem label="Courier">{v.courierName ?? 'Courier'}</DetailItem>
            </dl>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
              <ProofLink v={v} />
              <Actions v={v} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

export default function VariancesPage() {
  const [state, setState] = useState<State>('open');
  const [property, setProperty] = useState<Property>(null);
  const list = useVariances({ state, property });
  const pages = list.data?.pages;
  const rows = pages?.flatMap((p) => p.variances) ?? [];

  let body;
  if (list.isError)
    body = (
      <Alert variant="error" title={M.loadFailed}>
        {errorMessage(list.error, 'Please try again.')}
      </Alert>
    );
  else if (!pages) body = <SectionSpinner label="Loading variances" />;
  else if (rows.length === 0)
    body =
      state === 'open' ? (
        <EmptyState
          icon={ClipboardCheck}
          title="No variances to review"
          description="When a courier counts more or fewer items than were out on hire, the difference appears here."
        />
      ) : (
        <EmptyState icon={Scale} title="No variances handled yet" description="Variances charged or resolved appear here." />
      );
  else body = <VarianceTable rows={rows} state={state} onPick={setProperty} />;

  return (
    <>
      <PageHeader title="Variances" description="Linen counted short or over at a courier's stop, against what was out on hire." />
      <Tabs value={state} onValueChange={(value) => setState(value as State)}>
        <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <TabsList aria-label="Variances to show">
            <TabsTrigger value="open">Open</TabsTrigger>
            <TabsTrigger value="handled">Charged or resolved</TabsTrigger>
          </TabsList>
          {property ? (
            <div className="flex items-center gap-2 text-sm text-slate-700">
              <span>
                Property: <span className="font-medium text-slate-900">{property.name}</span>
              </span>
              <Button size="sm" variant="outline" onClick={() => setProperty(null)}>
                <X aria-hidden="true" />
                All properties
              </Button>
            </div>
          ) : (
            <p className="text-sm text-slate-600">Choose a property's name to see only its variances.</p>
          )}
        </div>
        {(['open', 'handled'] as const).map((value) => (
          <TabsContent key={value} value={value} className="pt-0">
            {value === state && (
              <>
                <div aria-busy={list.isFetching || undefined}>{body}</div>
                {rows.length > 0 && !list.isError && <LoadMorePager list={list} shown={rows.length} total={null} noun={['variance', 'variances']} />}
              </>
            )}
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}

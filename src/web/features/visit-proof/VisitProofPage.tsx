/**
 * /visits/{visitId} (issue 22, the provider and the owner, item 1; decision 0191): the proof of a courier's
 * stop, for staff who see the board and for the property's owner (others: 'Visit Not Found'). What was done
 * where, the time at the door (and when the server got it, if notably later), the courier, who signed (or 'No
 * one present') with the signature, the photos (a tap opens one full size), the counts against what was out
 * on hire with each difference, the notes, and a refusal with its reason. One column on a phone.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ExternalLink, Receipt } from 'lucide-react';
import { VISIT_ACTION_LABELS, VISIT_PROOF_TITLES, countsSummary, receivedLate } from '@shared/domain/visit-proof';
import { CountDifference } from './CountDifference';
import { formatDateTime } from '@shared/format-dates';
import type { TVisitProof } from '@shared/schemas/courier';
import { BackButton } from '@web/components/BackButton';
import { NotFound } from '@web/components/NotFound';
import {
  Alert,
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  DetailItem,
  Dialog,
  PageHeader,
  SectionSpinner,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui';
import { errorMessage, isApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { useMediaQuery } from '@web/lib/use-media-query';
import { useVisitProof } from './use-visit-proof';

/** The counts' table from this width; a list below it. */
const TABLE_QUERY = '(min-width: 640px)';
const COUNTS_LABEL = 'Counts against what was out on hire';
const NOT_FOUND = { title: 'Visit Not Found', message: "This visit doesn't exist or you don't have access to it." };

export default function VisitProofPage() {
  const { visitId = '' } = useParams();
  const proof = useVisitProof(visitId);
  if (proof.isError && isApiError(proof.error) && (proof.error.status === 404 || proof.error.status === 400 || proof.error.status === 422)) {
    return <NotFound title={NOT_FOUND.title} message={NOT_FOUND.message} />;
  }
  if (!proof.data) {
    return (
      <>
        <BackButton fallback="/collections" />
        <PageHeader title="Proof at the door" />
        {proof.isError ? (
          <Alert variant="error" title="The proof could not be loaded">
            {errorMessage(proof.error, 'Please try again.')}
          </Alert>
        ) : (
          <SectionSpinner label="Loading the proof" />
        )}
      </>
    );
  }
  return <ProofBody visit={proof.data} />;
}

function ProofBody({ visit: v }: { visit: TVisitProof }) {
  const refused = v.outcome === 'refused';
  return (
    <>
      <BackButton fallback="/collections" />
      <PageHeader
        title={VISIT_PROOF_TITLES[v.action]}
        description={[v.propertyName, v.clientName].filter(Boolean).join(' · ')}
        actions={
          v.changeoverId && !refused ? (
            <Button asChild variant="outline" size="sm">
              <Link to={`/collection-payment/${v.changeoverId}`}>
                <Receipt aria-hidden="true" />
                Open the collection
              </Link>
            </Button>
          ) : null
        }
      />
      {refused && (
        <Alert variant="error" role="note" title="Refused: nothing was moved" className="mb-6">
          {v.refusal?.message ?? 'The server refused this action.'}
        </Alert>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <div className="min-w-0 space-y-6">
          <AtTheDoor visit={v} />
          <Counts visit={v} />
          {v.notes && (
            <Card>
              <CardHeader>
                <CardTitle>Notes</CardTitle>
              </CardHeader>
              <CardContent className="text-sm whitespace-pre-line [overflow-wrap:anywhere] text-slate-800">{v.notes}</CardContent>
            </Card>
          )}
        </div>
        <div className="min-w-0 space-y-6">
          <Signature visit={v} />
          <Photos visit={v} />
        </div>
      </div>
    </>
  );
}

function AtTheDoor({ visit: v }: { visit: TVisitProof }) {
  const late = receivedLate(v.happenedAt, v.receivedAt);
  return (
    <Card aria-labelledby="proof-door-heading">
      <CardHeader>
        <CardTitle id="proof-door-heading">At the door</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <DetailItem label="Action">
            {VISIT_ACTION_LABELS[v.action]}
            {v.outcome === 'refused' && (
              <Badge variant="danger" className="ml-2">
                Refused
              </Badge>
            )}
          </DetailItem>
          <DetailItem label="Property">
            {v.propertyName}
            {v.clientName && <span className="block text-slate-600">{v.clientName}</span>}
          </DetailItem>
          <DetailItem label="Time at the door">
            <time dateTime={v.happenedAt}>{formatDateTime(v.happenedAt)}</time>
          </DetailItem>
          {late && (
            <DetailItem label="Received by the server">
              <time dateTime={v.receivedAt}>{formatDateTime(v.receivedAt)}</time>
              <span className="block text-xs text-slate-600">Sent when the phone had signal again</span>
            </DetailItem>
          )}
          <DetailItem label="Courier">{v.courierName ?? 'A removed user'}</DetailItem>
          <DetailItem label="Signed by">{v.noOnePresent ? 'No one present' : (v.signerName ?? '—')}</DetailItem>
        </dl>
      </CardContent>
    </Card>
  );
}

/** The counts against what was out on hire: a table from 640 px up, a list on phones (four columns do not fit). */
function Counts({ visit: v }: { visit: TVisitProof }) {
  const wide = useMediaQuery(TABLE_QUERY);
  const summary = countsSummary(v.counts.map((c) => c.difference));
  const differ = v.counts.some((c) => c.difference !== 0);
  return (
    <Card aria-labelledby="proof-counts-heading">
      <CardHeader className={v.counts.length === 0 ? 'pb-5' : undefined}>
        <CardTitle id="proof-counts-heading">Counts</CardTitle>
        <p className={cn('text-sm', differ ? 'font-medium text-amber-800' : 'text-slate-600')}>{summary}</p>
      </CardHeader>
      {v.counts.length > 0 && (
        <CardContent>
          {wide ? (
            <Table label={COUNTS_LABEL} className="min-w-0! [&_td]:px-2.5 [&_th]:px-2.5 [&_th]:whitespace-normal">
              <TableHeader>
                <TableRow>
                  <TableHead>Item</TableHead>
                  <TableHead className="text-right">Out on hire</TableHead>
                  <TableHead className="text-right">Counted</TableHead>
                  <TableHead className="text-right">Difference</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {v.counts.map((c) => (
                  <TableRow key={c.item} className={c.difference !== 0 ? 'bg-amber-50/60' : undefined}>
                    <TableCell className="whitespace-normal">{c.label}</TableCell>
                    <TableCell className="text-right tabular-nums">{c.expected}</TableCell>
                    <TableCell className="text-right tabular-nums">{c.counted}</TableCell>
                    <TableCell className="text-right">
                      <CountDifference difference={c.difference} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : (
            <ul aria-label={COUNTS_LABEL} className="divide-y divide-slate-200 rounded-xl border border-slate-200">
              {v.counts.map((c) => (
                <li key={c.item} className={cn('space-y-1 px-3 py-2.5 text-sm', c.difference !== 0 && 'bg-amber-50/60')}>
                  <div className="flex items-start justify-between gap-3">
                    <span className="min-w-0 font-medium [overflow-wrap:anywhere] text-slate-900">{c.label}</span>
                    <CountDifference difference={c.difference} />
                  </div>
                  <p className="text-slate-700 tabular-nums">
                    Out on hire {c.expected} · Counted {c.counted}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      )}
    </Card>
  );
}

function Signature({ visit: v }: { visit: TVisitProof }) {
  return (
    <Card aria-labelledby="proof-signature-heading">
      <CardHeader>
        <CardTitle id="proof-signature-heading">Signature</CardTitle>
      </CardHeader>
      <CardContent>
        {v.signatureUrl ? (
          <figure className="space-y-2">
            <img
              src={v.signatureUrl}
              alt={`Signature of ${v.signerName ?? 'the person at the door'}`}
              className="h-auto max-h-48 w-full rounded-lg border border-slate-200 bg-white object-contain"
            />
            {v.signerName && <figcaption className="text-sm text-slate-700">{v.signerName}</figcaption>}
          </figure>
        ) : (
          <p className="text-sm text-slate-600">{v.noOnePresent ? 'No one present: nobody signed.' : 'No signature.'}</p>
        )}
      </CardContent>
    </Card>
  );
}

function Photos({ visit: v }: { visit: TVisitProof }) {
  const [open, setOpen] = useState<number | null>(null);
  const shown = open === null ? null : v.photos[open];
  return (
    <Card aria-labelledby="proof-photos-heading">
      <CardHeader>
        <CardTitle id="proof-photos-heading">Photos</CardTitle>
      </CardHeader>
      <CardContent>
        {v.photos.length === 0 ? (
          <p className="text-sm text-slate-600">No photos were taken at this stop.</p>
        ) : (
          <ul className="grid grid-cols-3 gap-3" aria-label="Photos at the door">
            {v.photos.map((p, i) => (
              <li key={p.id}>
                <button
                  type="button"
                  onClick={() => setOpen(i)}
                  aria-label={`Open photo ${i + 1} of ${v.photos.length} full size`}
                  className="block w-full overflow-hidden rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <img
                    src={p.url}
                    alt={`Photo ${i + 1} at the door`}
                    width={p.width}
                    height={p.height}
                    className="aspect-square w-full object-cover"
                    loading="lazy"
                  />
                </button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <Dialog
        open={shown !== null && shown !== undefined}
        onOpenChange={(o) => !o && setOpen(null)}
        title={open === null ? 'Photo' : `Photo ${open + 1} of ${v.photos.length}`}
        description={`${v.propertyName}, ${formatDateTime(v.happenedAt)}`}
        size="lg"
      >
        {shown && (
          <div className="space-y-3">
            <img
              src={shown.url}
              alt={`Photo ${(open ?? 0) + 1} at the door, full size`}
              width={shown.width}
              height={shown.height}
              className="h-auto max-h-[70dvh] w-full object-contain"
            />
            <a
              href={shown.url}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline"
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              Open the image on its own
            </a>
          </div>
        )}
      </Dialog>
    </Card>
  );
}

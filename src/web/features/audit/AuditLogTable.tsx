/** The audit entries: a table from 1024 px up (Time and IP, User, What with its kind, Subject), cards on phones and tablets. */
import type { ReactNode } from 'react';
import { AUDIT_KIND_LABELS } from '@shared/domain/audit';
import type { TAuditEntry } from '@shared/schemas/audit';
import { formatDateTime } from '@shared/format-dates';
import { Badge, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui';

function Actor({ entry }: { entry: TAuditEntry }) {
  if (!entry.actor) return <span className="text-slate-600">System</span>;
  return (
    <>
      <div className="font-medium text-slate-900">{entry.actor.name}</div>
      <div className="text-xs [overflow-wrap:anywhere] text-slate-600">{entry.actor.email}</div>
    </>
  );
}

/**
 * The subject: its name where it has one (the property for a card, contract or collection), then its
 * kind and a short id; the whole id on hover and for screen readers (issue 19, experience Low).
 */
function Entity({ entry: e }: { entry: TAuditEntry }) {
  const kind = e.entityType.replace(/_/g, ' ');
  const short = e.entityId.length > 13 ? `${e.entityId.slice(0, 8)}…` : e.entityId;
  return (
    <span title={`${kind} ${e.entityId}`} className="block">
      {e.entityName && <span className="block font-medium [overflow-wrap:anywhere] whitespace-normal text-slate-900">{e.entityName}</span>}
      <span className="block text-slate-600">
        {kind} <span aria-hidden="true" className="font-mono">{short}</span>
        <span className="sr-only">{e.entityId}</span>
      </span>
    </span>
  );
}

export function AuditLogTable({ entries }: { entries: TAuditEntry[] }) {
  return (
    <>
      <div className="hidden lg:block">
        <Table label="Audit log" className="[&_td]:px-2.5 [&_th]:px-2.5">
          <TableHeader>
            <TableRow>
              <TableHead>Time and IP address</TableHead>
              <TableHead>User</TableHead>
              <TableHead>What</TableHead>
              <TableHead>Subject</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {entries.map((e) => (
              <TableRow key={e.id}>
                <TableCell className="align-top whitespace-nowrap">
                  <div>{formatDateTime(e.createdAt)}</div>
                  <div className="font-mono text-xs text-slate-600">{e.ipAddress ?? '—'}</div>
                </TableCell>
                <TableCell className="max-w-56 align-top">
                  <Actor entry={e} />
                </TableCell>
                <TableCell className="min-w-64 align-top whitespace-normal">
                  <div className="text-slate-900">{e.summary}</div>
                  <div className="mt-1 flex flex-wrap items-center gap-2">
                    <Badge variant="neutral">{AUDIT_KIND_LABELS[e.kind]}</Badge>
                    <span className="font-mono text-xs text-slate-600">{e.action}</span>
                  </div>
                </TableCell>
                <TableCell className="max-w-56 align-top text-xs whitespace-nowrap text-slate-700">
                  <Entity entry={e} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 lg:hidden" aria-label="Audit log">
        {entries.map((e) => (
          <AuditCard key={e.id} entry={e} />
        ))}
      </ul>
    </>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="[overflow-wrap:anywhere] text-slate-900">{children}</dd>
    </div>
  );
}

function AuditCard({ entry: e }: { entry: TAuditEntry }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="mb-3 flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold [overflow-wrap:anywhere] text-slate-900">{e.summary}</h2>
          <p className="text-sm text-slate-600">{formatDateTime(e.createdAt)}</p>
        </div>
        <Badge variant="neutral">{AUDIT_KIND_LABELS[e.kind]}</Badge>
      </div>
      <dl className="grid grid-cols-1 gap-2 text-sm">
        <Item label="User">
          <Actor entry={e} />
        </Item>
        <Item label="Subject">
          <Entity entry={e} />
        </Item>
        <Item label="IP address">{e.ipAddress ?? '—'}</Item>
      </dl>
    </li>
  );
}

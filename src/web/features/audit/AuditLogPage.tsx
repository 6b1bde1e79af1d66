/**
 * /admin/audit (super admins; issue 10 item 11): who did what and when. Filters by user, kind and
 * London days are applied by the server, which pages the newest first; 'Load more' asks for the next page.
 */
import { useState } from 'react';
import { History, SearchX } from 'lucide-react';
import { AUDIT_KIND_LABELS, AUDIT_KINDS, type AuditKind } from '@shared/domain/audit';
import { AUDIT_MESSAGES as M } from '@shared/schemas/audit';
import { Alert, Button, EmptyState, Field, Input, LoadMorePager, PageHeader, SectionSpinner, Select } from '@web/components/ui';
import { useUsers } from '@web/features/settings/use-users';
import { errorMessage } from '@web/lib/api';
import { AuditLogTable } from './AuditLogTable';
import { useAuditLog, type AuditFilters } from './use-audit-log';

const NO_FILTERS: AuditFilters = { user: '', kind: '', from: '', to: '' };
const KIND_OPTIONS = AUDIT_KINDS.map((value) => ({ value, label: AUDIT_KIND_LABELS[value] }));

export default function AuditLogPage() {
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const users = useUsers();
  const log = useAuditLog(filters);
  const entries = log.data?.pages.flatMap((p) => p.entries);
  const filtered = Object.values(filters).some(Boolean);
  const set = (patch: Partial<AuditFilters>) => setFilters((prev) => ({ ...prev, ...patch }));
  const userOptions = (users.data?.users ?? []).map((u) => ({ value: u.id, label: `${u.name} (${u.email})` }));

  let body;
  if (log.isError)
    body = (
      <Alert variant="error" title={M.loadFailed}>
        {errorMessage(log.error, 'Please try again.')}
      </Alert>
    );
  else if (!entries) body = <SectionSpinner label="Loading the audit log" />;
  else if (entries.length === 0)
    body = filtered ? (
      <EmptyState icon={SearchX} title={M.noMatch} description="Try another user, kind or date range." />
    ) : (
      <EmptyState icon={History} title={M.empty} description="Sign-ins, changes and payments appear here as they happen." />
    );
  else
    body = (
      <>
        <AuditLogTable entries={entries} />
        <LoadMorePager list={log} shown={entries.length} total={null} noun={['entry', 'entries']} />
      </>
    );

  return (
    <>
      <PageHeader
        title="Audit Log"
        description="Who did what and when: sign-ins, user and role changes, signings, payments, charges, card moves and deletions."
      />
      <form
        className="mb-4 grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:grid-cols-[2fr_1.3fr_1fr_1fr_auto] lg:items-end"
        aria-label="Filter the audit log"
        onSubmit={(e) => e.preventDefault()}
      >
        <Field label="User" className="col-span-2 sm:col-span-1">
          <Select value={filters.user} onChange={(e) => set({ user: e.target.value })} placeholder="All users" options={userOptions} />
        </Field>
        <Field label="Kind" className="col-span-2 sm:col-span-1">
          <Select
            value={filters.kind}
            onChange={(e) => set({ kind: e.target.value as AuditKind | '' })}
            placeholder="All kinds"
            options={KIND_OPTIONS}
          />
        </Field>
        <Field label="From">
          <Input type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => set({ from: e.target.value })} />
        </Field>
        <Field label="To">
          <Input type="date" value={filters.to} min={filters.from || undefined} onChange={(e) => set({ to: e.target.value })} />
        </Field>
        <Button variant="ghost" className="col-span-2 lg:col-span-1" disabled={!filtered} onClick={() => setFilters(NO_FILTERS)}>
          Clear filters
        </Button>
      </form>
      <div aria-busy={log.isFetching || undefined}>{body}</div>
    </>
  );
}

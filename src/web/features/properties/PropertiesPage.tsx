/**
 * /properties (docs/product.md §1.2.6): Active and Archived tabs with counts, Add Property, a debounced
 * server-side search and a client filter; the table (cards on phones) with the Contract cell,
 * onboarding progress, services and the row actions.
 */
import { useState } from 'react';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import { SEARCH_DEBOUNCE_MS } from '@shared/constants';
import { PROPERTY_MESSAGES as M, restoreCardNote } from '@shared/domain/properties';
import { propertyAbilities } from '@shared/domain/abilities';
import type { TPropertyPage, TPropertyRow } from '@shared/schemas/properties';
import { Alert, Button, LoadMorePager, PageHeader, SearchInput, Select, Tabs, TabsContent, TabsList, TabsTrigger, useConfirm } from '@web/components/ui';
import { useSession, subjectOf } from '@web/lib/session';
import { errorMessage, isApiError } from '@web/lib/api';
import { PropertyOnboardingDialog } from '../onboarding/PropertyOnboardingDialog';
import { PropertiesList } from './PropertiesList';
import { PropertyDetailDialog, type PropertyDetailTab } from './PropertyDetailDialog';
import { PropertyFormDialog } from './PropertyFormDialog';
import { useArchiveProperty } from './use-archive-property';
import { clientOptionLabel, useClientOptions } from './use-client-options';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { usePropertyPages } from './use-property-pages';
import { useRestoreProperty } from './use-restore-property';

type TabValue = 'active' | 'archived';

type Open =
  | { kind: 'form'; propertyId: string | null }
  | { kind: 'detail'; propertyId: string; name: string; tab: PropertyDetailTab }
  | { kind: 'onboarding'; propertyId: string; name: string }
  | null;

export default function PropertiesPage() {
  const me = useSession();
  const can = propertyAbilities(subjectOf(me));
  const confirm = useConfirm();
  const [tab, setTab] = useState<TabValue>('active');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [clientId, setClientId] = useState('');
  const [open, setOpen] = useState<Open>(null);
  const clients = useClientOptions();
  const list = usePropertyPages({ archived: tab === 'archived', search, clientId });
  const archive = useArchiveProperty();
  const restore = useRestoreProperty();

  const first = list.data?.pages[0];
  const counts = first && { active: countText(first, 'active'), archived: countText(first, 'archived') };
  const rows = list.data?.pages.flatMap((p) => p.properties) ?? [];
  const tabCount = first?.counts[tab === 'archived' ? 'archived' : 'active'] ?? 0;

  async function onArchive(p: TPropertyRow) {
    const ok = await confirm({
      title: `Archive ${p.name}?`,
      description: M.confirmArchive,
      confirmLabel: 'Archive',
      destructive: true,
    });
    if (!ok) return;
    archive.mutate(p.id, {
      onSuccess: () => toast.success(`${p.name} archived`),
      onError: (error) => toast.error(M.failedArchiveTryAgain, { description: isApiError(error) ? error.message : undefined }),
    });
  }

  async function onRestore(p: TPropertyRow) {
    const ok = await confirm({
      title: `Restore ${p.name}?`,
      description: `${M.confirmRestore} ${restoreCardNote(p.onboardingProgress)}`,
      confirmLabel: 'Restore',
    });
    if (!ok) return;
    restore.mutate(p.id, {
      onSuccess: () => toast.success(`${p.name} restored`),
      onError: (error) => toast.error(errorMessage(error, M.failedRestore)),
    });
  }

  const showClientFilter = (clients.data?.length ?? 0) > 1 || !can.owner;

  const body = (
    <>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row">
        <SearchInput
          className="flex-1"
          aria-label="Search properties by name or address"
          placeholder="Search by name or address"
          value={searchText}
          onChange={(e) => {
            setSearchText(e.target.value);
          }}
        />
        {showClientFilter && (
          <Select
            aria-label="Filter by client"
            className="sm:w-64"
            value={clientId}
            onChange={(e) => {
              setClientId(e.target.value);
            }}
          >
            <option value="">All Clients</option>
            {(clients.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {clientOptionLabel(c)}
              </option>
            ))}
          </Select>
        )}
      </div>

      {list.isError ? (
        <Alert variant="error" title="Properties could not be loaded">
          {errorMessage(list.error)}
        </Alert>
      ) : (
        <PropertiesList
          archivedTab={tab === 'archived'}
          loading={list.isPending}
          properties={rows}
          can={can}
          busyId={archive.isPending ? archive.variables : restore.isPending ? restore.variables : null}
          onView={(p) =>
            setOpen({
              kind: 'detail',
              propertyId: p.id,
              name: p.name,
              tab: 'overview',
            })
          }
          onContracts={(p) =>
            setOpen({
              kind: 'detail',
              propertyId: p.id,
              name: p.name,
              tab: 'contracts',
            })
          }
          onOnboarding={(p) => setOpen({ kind: 'onboarding', propertyId: p.id, name: p.name })}
          onEdit={(p) => setOpen({ kind: 'form', propertyId: p.id })}
          onArchive={(p) => void onArchive(p)}
          onRestore={(p) => void onRestore(p)}
        />
      )}

      {rows.length > 0 && first && (
        <LoadMorePager list={list} shown={rows.length} total={tabCount > first.countCap ? null : tabCount} noun={['property', 'properties']} />
      )}
    </>
  );

  return (
    <>
      <PageHeader
        title="Properties"
        description="Properties, their onboarding, contracts and services."
        actions={
          can.create && (
            <Button onClick={() => setOpen({ kind: 'form', propertyId: null })}>
              <Plus aria-hidden="true" />
              Add Property
            </Button>
          )
        }
      />
      <Tabs
        value={tab}
        onValueChange={(v) => {
          setTab(v as TabValue);
        }}
      >
        <TabsList aria-label="Property lists">
          <TabsTrigger value="active">
            Active Properties <CountPill n={counts?.active} />
          </TabsTrigger>
          <TabsTrigger value="archived">
            Archived Properties <CountPill n={counts?.archived} />
          </TabsTrigger>
        </TabsList>
        <TabsContent value="active">{body}</TabsContent>
        <TabsContent value="archived">{body}</TabsContent>
      </Tabs>
      <PropertyFormDialog
        open={open?.kind === 'form'}
        onOpenChange={(o) => !o && setOpen(null)}
        propertyId={open?.kind === 'form' ? open.propertyId : null}
      />
      {open?.kind === 'detail' && (
        <PropertyDetailDialog
          open
          onOpenChange={(o) => !o && setOpen(null)}
          propertyId={open.propertyId}
          propertyName={open.name}
          initialTab={open.tab}
        />
      )}
      {open?.kind === 'onboarding' && (
        <PropertyOnboardingDialog
          open
          onOpenChange={(o) => !o && setOpen(null)}
          propertyId={open.propertyId}
          propertyName={open.name}
          onOpenContracts={() =>
            setOpen({
              kind: 'detail',
              propertyId: open.propertyId,
              name: open.name,
              tab: 'contracts',
            })
          }
        />
      )}
    </>
  );
}

/** A tab's count: exact up to the server's cap, else '1,000+' (the server stops counting there). */
function countText(page: TPropertyPage, tab: 'active' | 'archived'): string {
  const n = page.counts[tab];
  return n > page.countCap ? `${page.countCap.toLocaleString('en-GB')}+` : n.toLocaleString('en-GB');
}

function CountPill({ n }: { n: string | undefined }) {
  return <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 tabular-nums">{n ?? '–'}</span>;
}

/** The properties as a table from 1280 px up and as cards on phones and tablets, with the row actions. */
import type { ReactNode } from 'react';
import { ArchiveRestore, Archive, Building2, Eye, Pencil } from 'lucide-react';
import { PROPERTY_MESSAGES as M } from '@shared/domain/properties';
import { type propertyAbilities } from '@shared/domain/abilities';
import type { TPropertyRow } from '@shared/schemas/properties';
import {
  Badge,
  Button,
  EmptyState,
  SectionSpinner,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableSpacerRow,
  WindowCardGrid,
} from '@web/components/ui';
import { OnboardingProgressBar } from '../onboarding/OnboardingChecklist';
import { useMediaQuery } from '@web/lib/use-media-query';
import { useWindowRows } from '@web/lib/use-window-rows';
import { ContractCell } from './ContractCell';

/** Tailwind's xl: the table from 1280 px up; below it the cards, two to a row from md. */
const TABLE_QUERY = '(min-width: 1280px)';
const TWO_CARDS_QUERY = '(min-width: 768px)';
/** First guesses of a row's height for the virtualiser; each rendered row is then measured. */
const ROW_HEIGHT = 72;
const CARD_ROW_HEIGHT = 240;

type Handler = (p: TPropertyRow) => void;

export interface PropertiesListProps {
  properties: TPropertyRow[];
  archivedTab: boolean;
  loading: boolean;
  can: ReturnType<typeof propertyAbilities>;
  busyId: string | null;
  onView: Handler;
  onContracts: Handler;
  onOnboarding: Handler;
  onEdit: Handler;
  onArchive: Handler;
  onRestore: Handler;
}

export function PropertiesList(props: PropertiesListProps) {
  const { properties, archivedTab, loading } = props;
  const wide = useMediaQuery(TABLE_QUERY);
  const twoCards = useMediaQuery(TWO_CARDS_QUERY);
  if (loading) return <SectionSpinner label="Loading properties" />;
  if (properties.length === 0) {
    return (
      <EmptyState
        icon={archivedTab ? Archive : Building2}
        title={archivedTab ? M.noArchived : M.noProperties}
        description={archivedTab ? 'Archived properties appear here and can be restored.' : 'Add a property, or change the search.'}
      />
    );
  }
  // One layout at a time, and only the rows near the viewport however many pages Load more added
  // (issue 21's 3,000 DOM nodes: a page of 100 as both layouts came to over 5,000).
  if (wide) return <PropertiesTable {...props} />;
  return <PropertyCards {...props} perRow={twoCards ? 2 : 1} />;
}

/** The cards, `perRow` to a row. */
function PropertyCards(props: PropertiesListProps & { perRow: number }) {
  return (
    <WindowCardGrid
      items={props.properties}
      perRow={props.perRow}
      rowHeight={CARD_ROW_HEIGHT}
      label="Properties"
      card={(p) => <PropertyCard key={p.id} {...props} property={p} />}
    />
  );
}

function OnboardingButton({ property, onOnboarding, prefix = '' }: { property: TPropertyRow; onOnboarding: Handler; prefix?: string }) {
  return (
    <button
      type="button"
      onClick={() => onOnboarding(property)}
      aria-label={`Onboarding of ${property.name}: ${property.onboardingProgress}% complete`}
      className="group flex min-h-11 w-full min-w-24 flex-col justify-center gap-1 rounded-lg px-1 text-left focus-visible:outline-2 focus-visible:outline-brand-600 md:min-h-9"
    >
      <span className="text-xs font-medium text-slate-700 group-hover:text-brand-800 group-hover:underline">
        {prefix}
        {property.onboardingProgress}% complete
      </span>
      <OnboardingProgressBar progress={property.onboardingProgress} label={`Onboarding of ${property.name}`} />
    </button>
  );
}

function Services({ property, max = 2 }: { property: TPropertyRow; max?: number }) {
  if (property.services.length === 0) return <span className="text-slate-500">None</span>;
  const shown = property.services.slice(0, max);
  const more = property.services.length - shown.length;
  return (
    <span className="flex max-w-48 flex-wrap gap-1" title={property.services.map((s) => s.name).join(', ')}>
      {shown.map((s) => (
        <Badge key={s.id} variant="brand" className="max-w-full">
          <span className="truncate">{s.name}</span>
        </Badge>
      ))}
      {more > 0 && <Badge>+{more} more</Badge>}
    </span>
  );
}

function RowActions({ property, can, archivedTab, busyId, onView, onEdit, onArchive, onRestore }: PropertiesListProps & { property: TPropertyRow }) {
  const busy = busyId === property.id;
  return (
    <div className="flex items-center justify-end gap-1">
      <IconAction label={`View details of ${property.name}`} onClick={() => onView(property)}>
        <Eye aria-hidden="true" />
      </IconAction>
      {can.edit && !archivedTab && (
        <IconAction label={`Edit ${property.name}`} onClick={() => onEdit(property)}>
          <Pencil aria-hidden="true" />
        </IconAction>
      )}
      {can.archive &&
        (archivedTab ? (
          <IconAction label={`Restore ${property.name}`} onClick={() => onRestore(property)} busy={busy}>
            <ArchiveRestore aria-hidden="true" />
          </IconAction>
        ) : (
          <IconAction label={`Archive ${property.name}`} onClick={() => onArchive(property)} busy={busy} danger>
            <Archive aria-hidden="true" />
          </IconAction>
        ))}
    </div>
  );
}

function IconAction({
  label,
  onClick,
  children,
  busy,
  danger,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  busy?: boolean;
  danger?: boolean;
}) {
  return (
    <Button
      size="icon"
      variant="ghost"
      aria-label={label}
      title={label}
      onClick={onClick}
      loading={busy}
      className={danger ? 'text-red-700 hover:bg-red-50 hover:text-red-800' : undefined}
    >
      {!busy && children}
    </Button>
  );
}

/** The actions stay in view while the wide table scrolls sideways. */
const stickyEnd = 'sticky right-0 bg-white text-right shadow-[-8px_0_8px_-8px_rgba(15,23,42,0.15)] [thead_&]:bg-slate-50';

/**
 * Below 1536 px the nine columns don't fit beside the navigation: Address and Notes move under
 * the name, in the same cell, so nothing hides behind the pinned actions.
 */
const wideOnly = 'hidden 2xl:table-cell';

function NameCellExtras({ property: p }: { property: TPropertyRow }) {
  return (
    <span className="block max-w-36 space-y-0.5 text-xs font-normal whitespace-normal 2xl:hidden">
      <span className="block text-slate-600 [overflow-wrap:anywhere]">
        <span className="sr-only">Address: </span>
        {p.address || 'No address yet'}
      </span>
      {p.notes && (
        <span className="line-clamp-1 text-slate-500 italic" title={p.notes}>
          <span className="sr-only">Notes: </span>
          {p.notes}
        </span>
      )}
    </span>
  );
}

function PropertiesTable(props: PropertiesListProps) {
  const { properties, archivedTab, onContracts, onOnboarding } = props;
  const { listRef, items, before, after, measure } = useWindowRows<HTMLDivElement>(properties.length, ROW_HEIGHT);
  const columns = 9;
  return (
    <div ref={listRef}>
      <Table label={archivedTab ? 'Archived properties' : 'Active properties'} className="[&_td]:px-2.5 [&_th]:px-2.5">
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Contract</TableHead>
            <TableHead>Client</TableHead>
            <TableHead className={wideOnly}>Address</TableHead>
            <TableHead className="text-right">Beds</TableHead>
            <TableHead>Onboarding</TableHead>
            <TableHead>Services</TableHead>
            <TableHead className={wideOnly}>Notes</TableHead>
            <TableHead className={stickyEnd}>Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableSpacerRow height={before} columns={columns} />
          {items
            .map(({ index }) => properties[index])
            .map((p, i) => (
              <TableRow key={p.id} data-index={items[i].index} ref={measure}>
                <TableCell className="font-medium text-slate-900">
                  <span className="block max-w-36 whitespace-normal [overflow-wrap:anywhere]">{p.name}</span>
                  <NameCellExtras property={p} />
                </TableCell>
                <TableCell>
                  <ContractCell contract={p.contract} propertyName={p.name} onOpenContracts={() => onContracts(p)} />
                </TableCell>
                <TableCell>
                  {p.client ? (
                    <span className="block max-w-32">
                      <span className="block truncate">{p.client.name}</span>
                      <span className="block truncate text-xs text-slate-600" title={p.client.primaryEmail}>
                        {p.client.primaryEmail}
                      </span>
                    </span>
                  ) : (
                    <span className="text-slate-500">No client</span>
                  )}
                </TableCell>
                <TableCell className={wideOnly}>
                  <span className="block max-w-40 whitespace-normal [overflow-wrap:anywhere]">{p.address || '—'}</span>
                </TableCell>
                <TableCell className="text-right tabular-nums">{p.defaultBedConfig}</TableCell>
                <TableCell>
                  <OnboardingButton property={p} onOnboarding={onOnboarding} />
                </TableCell>
                <TableCell>
                  <span className="block max-w-28">
                    <Services property={p} max={1} />
                  </span>
                </TableCell>
                <TableCell className={wideOnly}>
                  <span className="line-clamp-2 max-w-40 whitespace-normal text-slate-700" title={p.notes ?? undefined}>
                    {p.notes || '—'}
                  </span>
                </TableCell>
                <TableCell className={stickyEnd}>
                  <RowActions {...props} property={p} />
                </TableCell>
              </TableRow>
            ))}
          <TableSpacerRow height={after} columns={columns} />
        </TableBody>
      </Table>
    </div>
  );
}

function PropertyCard(props: PropertiesListProps & { property: TPropertyRow }) {
  const { property: p, onContracts, onOnboarding } = props;
  return (
    <div role="listitem" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          {/* h2: the cards follow the page's h1 directly (axe heading-order, issue 19) */}
          <h2 className="text-base font-semibold text-slate-900 [overflow-wrap:anywhere]">{p.name}</h2>
          <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">{p.address || 'No address yet'}</p>
        </div>
        <RowActions {...props} property={p} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        <div className="col-span-2 min-w-0">
          <dt className="sr-only">Client</dt>
          <dd className="text-slate-800 [overflow-wrap:anywhere]">{p.client ? p.client.name : 'No client'}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Beds</dt>
          <dd className="tabular-nums">{p.defaultBedConfig}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Contract</dt>
          <dd>
            <ContractCell contract={p.contract} propertyName={p.name} onOpenContracts={() => onContracts(p)} />
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs text-slate-600">Services</dt>
          <dd>
            <Services property={p} />
          </dd>
        </div>
        {p.notes && (
          <div className="col-span-2">
            <dt className="text-xs text-slate-600">Notes</dt>
            <dd className="line-clamp-2 text-slate-700">{p.notes}</dd>
          </div>
        )}
      </dl>
      <div className="mt-3 border-t border-slate-100 pt-2">
        <OnboardingButton property={p} onOnboarding={onOnboarding} prefix="Onboarding: " />
      </div>
    </div>
  );
}

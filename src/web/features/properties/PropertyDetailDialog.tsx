/** The property detail dialog: tabs Overview, Onboarding and Contracts (docs/product.md §1.2.6). */
import { useState, type ReactNode } from 'react';
import type { LinenInventory } from '@shared/domain/properties';
import { PropertyBookingCalendar } from '../booking-import/BookingCalendarSection';
import { PropertyBookingWebhook } from '../booking-import/BookingWebhookSection';
import type { TProperty } from '@shared/schemas/properties';
import { Alert, Badge, Dialog, SectionSpinner, Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { PropertyOnboardingPanel } from '../onboarding/PropertyOnboardingPanel';
import { ContractCell } from './ContractCell';
import { ContractsTab } from './ContractsTab';
import { InventoryLines } from './InventoryLines';
import { formatDate } from '@shared/format-dates';
import { useProperty } from './use-property';
import { DepositBadge } from '../onboarding/DepositTaskAction';
import { PropertyDepositRefund } from '../deposit-refunds/PropertyDepositRefund';

export type PropertyDetailTab = 'overview' | 'onboarding' | 'contracts';

export interface PropertyDetailDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  propertyId: string;
  /** The name shown while the property loads. */
  propertyName?: string;
  initialTab?: PropertyDetailTab;
}

export function PropertyDetailDialog({
  open,
  onOpenChange,
  propertyId,
  propertyName,
  initialTab = 'overview',
}: PropertyDetailDialogProps) {
  const query = useProperty(open ? propertyId : null);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={query.data?.name ?? propertyName ?? 'Property'}
      description="Property details"
      size="xl"
    >
      {open &&
        (query.isPending ? (
          <SectionSpinner label="Loading property" />
        ) : query.isError ? (
          <Alert variant="error">{errorMessage(query.error)}</Alert>
        ) : (
          <DetailTabs property={query.data} initialTab={initialTab} />
        ))}
    </Dialog>
  );
}

function DetailTabs({ property, initialTab }: { property: TProperty; initialTab: PropertyDetailTab }) {
  const [tab, setTab] = useState<PropertyDetailTab>(initialTab);
  return (
    <Tabs value={tab} onValueChange={(v) => setTab(v as PropertyDetailTab)}>
      <TabsList aria-label="Property sections">
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="onboarding">Onboarding</TabsTrigger>
        <TabsTrigger value="contracts">Contracts</TabsTrigger>
      </TabsList>
      <TabsContent value="overview">
        <Overview property={property} onOpenContracts={() => setTab('contracts')} />
      </TabsContent>
      <TabsContent value="onboarding">
        <PropertyOnboardingPanel propertyId={property.id} onOpenContracts={() => setTab('contracts')} />
      </TabsContent>
      <TabsContent value="contracts">
        <ContractsTab propertyId={property.id} />
      </TabsContent>
    </Tabs>
  );
}

function Item({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 min-w-0 sm:col-span-1' : 'min-w-0'}>
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

function Overview({ property, onOpenContracts }: { property: TProperty; onOpenContracts: () => void }) {
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-4">
        <Item label="Client" wide>
          {property.client ? (
            <>
              {property.client.name}
              <span className="block text-slate-600">{property.client.primaryEmail}</span>
            </>
          ) : (
            'No client assigned'
          )}
        </Item>
        <Item label="Address" wide>{property.address || '—'}</Item>
        <Item label="Beds">{property.defaultBedConfig}</Item>
        <Item label="Added">{formatDate(property.createdAt)}</Item>
        <Item label="Contract">
          <ContractCell contract={property.contract} propertyName={property.name} onOpenContracts={onOpenContracts} />
        </Item>
        <Item label="Damage deposit">
          <span className="flex flex-col items-start gap-2">
            <DepositBadge property={property} />
            <PropertyDepositRefund propertyId={property.id} propertyName={property.name} />
          </span>
        </Item>
        <Item label="Onboarding">{property.onboardingProgress}% complete</Item>
        <Item label="Status">
          {property.archived ? (
            <Badge>Archived {formatDate(property.archivedAt)}</Badge>
          ) : (
            <Badge variant="success">Active</Badge>
          )}
        </Item>
      </dl>
      <dl className="space-y-4">
        <Item label="Services">
          {property.services.length ? (
            <span className="flex flex-wrap gap-1.5">
              {property.services.map((s) => (
                <Badge key={s.id} variant="brand">
                  {s.name}
                </Badge>
              ))}
            </span>
          ) : (
            'None selected'
          )}
        </Item>
        <Item label="Notes">{property.notes || '—'}</Item>
        <InventorySummary inventory={property.linenInventory} />
      </dl>
      <PropertyBookingCalendar property={property} />
      <PropertyBookingWebhook property={property} />
    </div>
  );
}

function InventorySummary({ inventory }: { inventory: LinenInventory }) {
  return (
    <Item label="Linen inventory">
      <InventoryLines inventory={inventory} />
    </Item>
  );
}

import type { TPropertyListItem } from '@shared/schemas/properties';

/** The dialogs a property's actions open; the portal page owns them. */
export interface PortalActions {
  /** The property details form ('Complete Property Form'). */
  openDetails: (property: TPropertyListItem) => void;
  /** 'Select Services'. */
  openServices: (property: TPropertyListItem) => void;
  /** The contract panel (sign a draft, read the terms). */
  openContract: (property: { id: string; name: string }) => void;
  /** Switch the portal to a tab. */
  showTab: (tab: PortalTab) => void;
}

export const PORTAL_TABS = ['getting-started', 'properties', 'contracts', 'linen', 'changeovers', 'payments-due', 'invoices', 'statement'] as const;
export type PortalTab = (typeof PORTAL_TABS)[number];

/** The tab named in the address (/portal?tab=payments-due, as the charge e-mail links), else Getting Started. */
export function portalTabOf(value: string | null): PortalTab {
  return (PORTAL_TABS as readonly string[]).includes(value ?? '') ? (value as PortalTab) : 'getting-started';
}

/** The props of the portal tabs that list the owner's properties (Getting Started, My Properties). */
export interface PropertyTabProps {
  properties: TPropertyListItem[];
  actions: PortalActions;
  onAddProperty: () => void;
}

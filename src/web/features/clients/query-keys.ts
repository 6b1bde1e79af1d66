/** Query keys of the clients screens. Invalidate `clientKeys.all` after any client change. */
export const clientKeys = {
  all: ['clients'] as const,
  list: (filter: { search: string; status: string; page: number }) => ['clients', 'list', filter] as const,
  detail: (id: string) => ['clients', 'detail', id] as const,
  contracts: (id: string) => ['clients', 'contracts', id] as const,
  mine: ['clients', 'mine'] as const,
};

/** Keys of other features' data shown on these screens (their hooks live beside ours, easy to swap). */
export const crossKeys = {
  properties: (clientId: string) => ['properties', 'by-client', clientId] as const,
  propertyContracts: (clientId: string) => ['property-contracts', 'by-client', clientId] as const,
  linenCards: (clientId: string) => ['linen-cards', 'by-client', clientId] as const,
  paymentsStatus: ['payments', 'status'] as const,
};

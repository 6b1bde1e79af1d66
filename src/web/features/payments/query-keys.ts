/** Query keys of the payments feature, so that pages can refresh each other's data. */
export const paymentKeys = {
  products: ['products'] as const,
  status: ['payments', 'status'] as const,
  syncStatus: ['products', 'sync-status'] as const,
  orders: ['orders'] as const,
  checkout: (id: string) => ['payments', 'checkout-session', id] as const,
};

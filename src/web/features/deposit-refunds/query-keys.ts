/** Query keys of deposit refunds. Everything under ['deposit-refunds'] is refreshed after a refund. */
export const depositRefundKeys = {
  all: ['deposit-refunds'] as const,
  property: (propertyId: string) => ['deposit-refunds', 'property', propertyId] as const,
  list: ['deposit-refunds', 'list'] as const,
};

/** What a refund settles or shows beside it: the ledgers, the owner's Payments due, charges, properties. */
export const refundAffectedKeys = [['deposit-refunds'], ['properties'], ['collections'], ['payments-due'], ['damages'], ['charges']] as const;

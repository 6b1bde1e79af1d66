/** The statuses the courier's lists read: new (Deliver Bag), changeover_due (Collect Bag), in_transit (Return Bag). */
export type BagListStatus = 'new' | 'changeover_due' | 'in_transit';

/** Query keys of the bag-exchange screen. Everything under ['linen-cards'] is refreshed after a move (the board's too). */
export const bagKeys = {
  linenCards: ['linen-cards'] as const,
  byStatus: (status: BagListStatus) => ['linen-cards', 'list', { status }] as const,
  label: (code: string) => ['bag-labels', code] as const,
  printable: ['linen-cards', 'list', { status: 'all' }] as const,
};

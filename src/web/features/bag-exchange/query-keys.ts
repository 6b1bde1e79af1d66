/** Query keys of the bag-exchange screen. Everything under ['linen-cards'] is refreshed after a move (the board's too). */
export const bagKeys = {
  linenCards: ['linen-cards'] as const,
  byStatus: (status: 'changeover_due' | 'in_transit') => ['linen-cards', 'list', { status }] as const,
  label: (code: string) => ['bag-labels', code] as const,
  printable: ['linen-cards', 'list', { status: 'all' }] as const,
};

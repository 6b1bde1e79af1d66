/** Query keys of the bag-exchange screen. Everything under ['linen-cards'] is refreshed after a move (the board's too). */
export const bagKeys = {
  linenCards: ['linen-cards'] as const,
  /** GET /api/courier/round: the Collect, Return and Deliver lists the phone works from. */
  round: ['linen-cards', 'courier-round'] as const,
  label: (code: string) => ['bag-labels', code] as const,
  printable: ['linen-cards', 'list', { status: 'all' }] as const,
};

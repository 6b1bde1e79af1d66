/** Query keys of the board. Everything under ['linen-cards'] is refreshed after a change. */
export const linenKeys = {
  all: ['linen-cards'] as const,
  board: ['linen-cards', 'board'] as const,
  version: ['linen-cards', 'version'] as const,
  detail: (id: string) => ['linen-cards', 'detail', id] as const,
  damageProducts: (cardId: string) => ['damage-products', cardId] as const,
  propertyOptions: ['properties', 'linen-card-options'] as const,
};

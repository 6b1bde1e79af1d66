/** Query keys of the board. Everything under ['linen-cards'] is refreshed after a change. */
import type { TBoardQuery } from '@shared/schemas/linen-board';

export const linenKeys = {
  all: ['linen-cards'] as const,
  /** Every board read (any search and exception): the prefix the moves patch. */
  boards: ['linen-cards', 'board'] as const,
  board: (query: TBoardQuery) => ['linen-cards', 'board', query] as const,
  changes: (query: TBoardQuery, version: string) => ['linen-cards', 'changes', query, version] as const,
  version: ['linen-cards', 'version'] as const,
  detail: (id: string) => ['linen-cards', 'detail', id] as const,
  damageProducts: (cardId: string) => ['damage-products', cardId] as const,
  propertyOptions: ['properties', 'linen-card-options'] as const,
};

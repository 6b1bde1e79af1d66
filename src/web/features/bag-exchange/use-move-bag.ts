/** POST /api/linen-cards/:id/deliver, …/collect and …/return (kanban_move). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBoardTile, TMoveUndo } from '@shared/schemas/linen';
import { api } from '@web/lib/api';
import type { BagStep } from '@shared/domain/bag-exchange';
import { bagKeys } from './query-keys';

const PATHS: Record<BagStep, string> = { deliver: 'deliver', collect: 'collect', return: 'return' };

export function useMoveBag(step: BagStep) {
  const queryClient = useQueryClient();
  return useMutation({
    // A Collect or Return answers with its undo (the move's event and the window's end).
    mutationFn: (card: TBoardTile) =>
      api<{ card: TBoardTile; undo?: TMoveUndo }>(`/api/linen-cards/${encodeURIComponent(card.id)}/${PATHS[step]}`, { method: 'POST' }),
    // Refresh after success and after failure (a 409 means the lists are stale).
    onSettled: () => queryClient.invalidateQueries({ queryKey: bagKeys.linenCards }),
  });
}

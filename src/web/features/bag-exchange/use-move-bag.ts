/** POST /api/linen-cards/:id/deliver, …/collect and …/return (kanban_move). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBoardTile } from '@shared/schemas/linen';
import { sendMove } from '@web/features/linen/send-move';
import type { BagStep } from '@shared/domain/bag-exchange';
import { bagKeys } from './query-keys';

export function useMoveBag(step: BagStep) {
  const queryClient = useQueryClient();
  return useMutation({
    // A Collect or Return answers with its undo (the move's event and the window's end).
    mutationFn: (card: TBoardTile) => sendMove(card.id, step),
    // Refresh after success and after failure (a 409 means the lists are stale).
    onSettled: () => queryClient.invalidateQueries({ queryKey: bagKeys.linenCards }),
  });
}

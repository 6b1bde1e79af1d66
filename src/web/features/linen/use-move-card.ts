/**
 * POST /api/linen-cards/:id/{deliver|move-to-changeover|collect|return}. The card moves on the board at once
 * and goes back if the server refuses; the board is refetched either way.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MOVES, type LinenMove } from '@shared/domain/linen';
import type { TBoardTile, TBoardResponse } from '@shared/schemas/linen';
import { sendMove } from './send-move';
import { linenKeys } from './query-keys';

export interface MoveCardInput {
  card: Pick<TBoardTile, 'id'>;
  move: LinenMove;
  /** Required for move-to-changeover. */
  teamId?: string;
}

export function useMoveCard() {
  const queryClient = useQueryClient();
  const setCard = (id: string, change: (card: TBoardTile) => TBoardTile) =>
    queryClient.setQueryData<TBoardResponse>(linenKeys.board, (board) =>
      board ? { ...board, cards: board.cards.map((c) => (c.id === id ? change(c) : c)) } : board,
    );
  return useMutation({
    // A Collect or Return answers with its undo (the move's event and the window's end).
    mutationFn: ({ card, move, teamId }: MoveCardInput) => sendMove(card.id, move, teamId),
    onMutate: async ({ card, move }) => {
      await queryClient.cancelQueries({ queryKey: linenKeys.board });
      const previous = queryClient.getQueryData<TBoardResponse>(linenKeys.board);
      setCard(card.id, (c) => ({ ...c, status: MOVES[move].to }));
      return { previous };
    },
    onSuccess: ({ card }) => setCard(card.id, () => card),
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(linenKeys.board, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: linenKeys.all }),
  });
}

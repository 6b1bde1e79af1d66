/**
 * POST /api/linen-cards/:id/{deliver|move-to-changeover|collect|return}. The card moves on the board at once
 * and goes back if the server refuses; the change feed then brings the server's counts.
 */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { MOVES, type LinenMove } from '@shared/domain/linen';
import type { TBoardColumnCard, TBoardPage } from '@shared/schemas/linen-board';
import { findCard, showCard, toColumnCard } from './board-pages';
import { sendMove } from './send-move';
import { linenKeys } from './query-keys';
import { refreshAfterCardChange } from './refresh-board';

export interface MoveCardInput {
  card: Pick<TBoardColumnCard, 'id'>;
  move: LinenMove;
  /** Required for move-to-changeover. */
  teamId?: string;
}

export function useMoveCard() {
  const queryClient = useQueryClient();
  /** Every board read in the cache (any search) with the card shown as `change` makes it. */
  const setCard = (id: string, change: (card: TBoardColumnCard) => TBoardColumnCard) =>
    queryClient.setQueriesData<TBoardPage>({ queryKey: linenKeys.boards }, (board) => {
      const card = board && findCard(board, id);
      return board && card ? showCard(board, change(card)) : board;
    });
  return useMutation({
    // A Collect or Return answers with its undo (the move's event and the window's end).
    mutationFn: ({ card, move, teamId }: MoveCardInput) => sendMove(card.id, move, teamId),
    onMutate: async ({ card, move }) => {
      await queryClient.cancelQueries({ queryKey: linenKeys.boards });
      const previous: [QueryKey, TBoardPage | undefined][] = queryClient.getQueriesData<TBoardPage>({ queryKey: linenKeys.boards });
      setCard(card.id, (c) => ({ ...c, status: MOVES[move].to }));
      return { previous };
    },
    // The server's card, in the column's order as loaded (its createdAt to the microsecond).
    onSuccess: ({ card }) => setCard(card.id, (was) => ({ ...toColumnCard(card), createdAt: was.createdAt })),
    onError: (_error, _input, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => refreshAfterCardChange(queryClient),
  });
}

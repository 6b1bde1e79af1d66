/**
 * POST /api/linen-cards/:id/undo (issue 19): undoes the Collect or Return a toast offered to undo. The
 * server decides whether it still may (2 minutes, nothing paid or started on the invoice, the card not
 * moved since); every board and courier list is refetched after.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMoveUndo } from '@shared/schemas/linen';
import { apiClient } from '@web/lib/api-client';
import { refreshAfterCardChange } from './refresh-board';

export interface UndoInput {
  cardId: string;
  undo: TMoveUndo;
}

export function useUndoMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cardId, undo }: UndoInput) =>
      apiClient.post('/api/linen-cards/{id}/undo', { path: { id: cardId }, body: { eventId: undo.eventId } }).then((r) => r.card),
    onSettled: () => refreshAfterCardChange(queryClient),
  });
}

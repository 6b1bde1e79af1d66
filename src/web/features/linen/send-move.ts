/** POST /api/linen-cards/:id/{deliver|move-to-changeover|collect|return}: the one call the board and Bag Exchange move cards with. */
import type { LinenMove } from '@shared/domain/linen';
import type { TBoardCard, TMoveUndo } from '@shared/schemas/linen';
import { apiClient } from '@web/lib/api-client';

/** A Collect or Return answers with its undo (the move's event and the window's end). */
export function sendMove(cardId: string, move: LinenMove, teamId?: string): Promise<{ card: TBoardCard; undo?: TMoveUndo }> {
  const path = { id: cardId };
  switch (move) {
    case 'deliver':
      return apiClient.post('/api/linen-cards/{id}/deliver', { path });
    case 'move-to-changeover':
      return apiClient.post('/api/linen-cards/{id}/move-to-changeover', { path, body: { teamId: teamId ?? '' } });
    case 'collect':
      return apiClient.post('/api/linen-cards/{id}/collect', { path });
    case 'return':
      return apiClient.post('/api/linen-cards/{id}/return', { path });
  }
}

/** POST /api/linen-cards/:id/damages -> the card and the records made (for their photos). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBoardCard, TDamageRow, TRecordedDamage } from '@shared/schemas/linen';
import { api } from '@web/lib/api';
import { linenKeys } from './query-keys';

export interface RecordDamagesInput {
  id: string;
  rows: TDamageRow[];
  notes: string | null;
}

export function useRecordDamages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rows, notes }: RecordDamagesInput) =>
      api<{ card: TBoardCard; activities: TRecordedDamage[] }>(`/api/linen-cards/${encodeURIComponent(id)}/damages`, {
        method: 'POST',
        body: { rows, notes },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: linenKeys.all }),
  });
}

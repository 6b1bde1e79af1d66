/** POST /api/linen-cards/:id/damages */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBoardCard, TDamageRow } from '@shared/schemas/linen';
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
      api<{ card: TBoardCard }>(`/api/linen-cards/${encodeURIComponent(id)}/damages`, { method: 'POST', body: { rows, notes } }).then((r) => r.card),
    onSettled: () => queryClient.invalidateQueries({ queryKey: linenKeys.all }),
  });
}

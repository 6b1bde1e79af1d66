/** POST /api/linen-cards/:id/damages -> the card and the records made (for their photos). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDamageRow } from '@shared/schemas/linen';
import { apiClient } from '@web/lib/api-client';
import { refreshAfterCardChange } from './refresh-board';

export interface RecordDamagesInput {
  id: string;
  rows: TDamageRow[];
  notes: string | null;
}

export function useRecordDamages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rows, notes }: RecordDamagesInput) => apiClient.post('/api/linen-cards/{id}/damages', { path: { id }, body: { rows, notes } }),
    onSettled: () => refreshAfterCardChange(queryClient),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TClient, TCreateClientOutput, TUpdateClientOutput } from '@shared/schemas/clients';
import { api } from '@web/lib/api';
import { clientKeys } from './query-keys';

/** POST /api/clients (Add Client, super admins) or PATCH /api/clients/:id (Edit Client). */
export function useSaveClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: TCreateClientOutput | TUpdateClientOutput }) =>
      id
        ? api<{ client: TClient }>(`/api/clients/${encodeURIComponent(id)}`, { method: 'PATCH', body: values })
        : api<{ client: TClient }>('/api/clients', { method: 'POST', body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}

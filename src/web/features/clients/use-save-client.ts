import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateClientOutput, TUpdateClientOutput } from '@shared/schemas/clients';
import { apiClient } from '@web/lib/api-client';
import { clientKeys } from './query-keys';

/** POST /api/clients (Add Client, super admins) or PATCH /api/clients/:id (Edit Client). */
export function useSaveClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: TCreateClientOutput | TUpdateClientOutput }) =>
      id
        ? apiClient.patch('/api/clients/{id}', { path: { id }, body: values })
        : apiClient.post('/api/clients', { body: values as TCreateClientOutput }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCreateClientContract } from '@shared/schemas/clients';
import { apiClient } from '@web/lib/api-client';
import { clientKeys } from './query-keys';

/** GET /api/clients/:id/contracts: the client-level contracts, newest first. */
export function useClientContracts(clientId: string) {
  return useQuery({
    queryKey: clientKeys.contracts(clientId),
    queryFn: ({ signal }) => apiClient.get('/api/clients/{id}/contracts', { path: { id: clientId }, signal }).then((r) => r.contracts),
  });
}

/** POST /api/clients/:id/contracts (the deposit is sent in pounds as typed; the server stores pence). */
export function useCreateClientContract(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TCreateClientContract) => apiClient.post('/api/clients/{id}/contracts', { path: { id: clientId }, body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.contracts(clientId) }),
  });
}

/** DELETE /api/client-contracts/:id */
export function useDeleteClientContract(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contractId: string) => apiClient.delete('/api/client-contracts/{id}', { path: { id: contractId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.contracts(clientId) }),
  });
}

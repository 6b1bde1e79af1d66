import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TClientContract, TCreateClientContract } from '@shared/schemas/clients';
import { api } from '@web/lib/api';
import { clientKeys } from './query-keys';

/** GET /api/clients/:id/contracts: the client-level contracts, newest first. */
export function useClientContracts(clientId: string) {
  return useQuery({
    queryKey: clientKeys.contracts(clientId),
    queryFn: ({ signal }) =>
      api<{ contracts: TClientContract[] }>(`/api/clients/${encodeURIComponent(clientId)}/contracts`, { signal }).then((r) => r.contracts),
  });
}

/** POST /api/clients/:id/contracts (the deposit is sent in pounds as typed; the server stores pence). */
export function useCreateClientContract(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TCreateClientContract) =>
      api<{ contract: TClientContract }>(`/api/clients/${encodeURIComponent(clientId)}/contracts`, { method: 'POST', body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.contracts(clientId) }),
  });
}

/** DELETE /api/client-contracts/:id */
export function useDeleteClientContract(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contractId: string) => api<{ ok: true }>(`/api/client-contracts/${encodeURIComponent(contractId)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.contracts(clientId) }),
  });
}

/** /api/business-details (issue 23; decision 0193): read, save, and the logo's upload and removal. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBusinessDetailsAnswer, TBusinessDetailsSaved } from '@shared/schemas/business-details';
import { apiClient } from '@web/lib/api-client';

export const businessDetailsQueryKey = ['business-details'] as const;

export function useBusinessDetails() {
  return useQuery({
    queryKey: businessDetailsQueryKey,
    queryFn: ({ signal }): Promise<TBusinessDetailsAnswer> => apiClient.get('/api/business-details', { signal }),
  });
}

/** Each change answers the details in force, which replace the cached ones. */
function useBusinessDetailsChange<V>(send: (vars: V) => Promise<TBusinessDetailsAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => queryClient.setQueryData(businessDetailsQueryKey, answer),
  });
}

export const useSaveBusinessDetails = () =>
  useBusinessDetailsChange((details: TBusinessDetailsSaved) => apiClient.put('/api/business-details', { body: details }));

export const useUploadBusinessLogo = () =>
  useBusinessDetailsChange((file: File) => {
    const form = new FormData();
    form.append('file', file);
    return apiClient.put('/api/business-details/logo', { body: form });
  });

export const useRemoveBusinessLogo = () => useBusinessDetailsChange(() => apiClient.delete('/api/business-details/logo'));

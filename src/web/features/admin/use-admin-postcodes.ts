/** GET /api/admin/postcodes and POST /api/admin/postcodes/import (the ONS postcode directory, issue 24). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';

export function usePostcodeStatus() {
  return useQuery({ queryKey: ['admin-postcodes'], queryFn: ({ signal }) => apiClient.get('/api/admin/postcodes', { signal }) });
}

export function usePostcodeImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return apiClient.post('/api/admin/postcodes/import', { body });
    },
    // A refused or failed file is shown too (the newest attempt), so refresh either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin-postcodes'] }),
  });
}

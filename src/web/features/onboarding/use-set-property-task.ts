/** POST /api/properties/:id/onboarding/:taskId { completed, reason? } → the property (a reason marks task 4 or 5 done by hand). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';

export function useSetPropertyTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ propertyId, taskId, completed, reason }: { propertyId: string; taskId: number; completed: boolean; reason?: string }) =>
      apiClient
        .post('/api/properties/{id}/onboarding/{taskId}', {
          path: { id: propertyId, taskId: String(taskId) },
          body: reason === undefined ? { completed } : { completed, reason },
        })
        .then((r) => r.property),
    onSuccess: async (property) => {
      queryClient.setQueryData(['properties', 'detail', property.id], property);
      await Promise.all([['properties'], ['clients'], ['linen-cards']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

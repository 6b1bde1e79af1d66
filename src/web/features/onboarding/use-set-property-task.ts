/** POST /api/properties/:id/onboarding/:taskId { completed } → the property. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProperty } from '@shared/schemas/properties';
import { api } from '@web/lib/api';

export function useSetPropertyTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ propertyId, taskId, completed }: { propertyId: string; taskId: number; completed: boolean }) =>
      api<{ property: TProperty }>(`/api/properties/${encodeURIComponent(propertyId)}/onboarding/${taskId}`, {
        method: 'POST',
        body: { completed },
      }).then((r) => r.property),
    onSuccess: async (property) => {
      queryClient.setQueryData(['properties', 'detail', property.id], property);
      await Promise.all(
        [['properties'], ['clients'], ['linen-cards']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}

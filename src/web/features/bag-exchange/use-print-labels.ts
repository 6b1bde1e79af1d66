/** POST /api/linen-cards/labels { cardIds } : downloads the PDF sheet of bag labels. */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@web/lib/api-client';
import { saveBlob } from '@web/lib/save-blob';

export function usePrintLabels() {
  return useMutation({
    mutationFn: async (cardIds: string[]) => {
      saveBlob(await apiClient.blob('post', '/api/linen-cards/labels', { body: { cardIds } }), 'bag-labels.pdf');
    },
  });
}

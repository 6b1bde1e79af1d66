/** POST /api/linen-cards/labels { cardIds } : downloads the PDF sheet of bag labels. */
import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '@web/lib/api';
import { saveBlob } from '@web/lib/save-blob';

export function usePrintLabels() {
  return useMutation({
    mutationFn: async (cardIds: string[]) => {
      saveBlob(await apiBlob('/api/linen-cards/labels', { method: 'POST', body: { cardIds } }), 'bag-labels.pdf');
    },
  });
}

/** POST /api/linen-cards/labels { cardIds } : downloads the PDF sheet of bag labels. */
import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '@web/lib/api';

export function usePrintLabels() {
  return useMutation({
    mutationFn: async (cardIds: string[]) => {
      const blob = await apiBlob('/api/linen-cards/labels', { method: 'POST', body: { cardIds } });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'bag-labels.pdf';
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
  });
}

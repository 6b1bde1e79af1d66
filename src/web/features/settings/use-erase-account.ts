import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { MY_DATA_MESSAGES } from '@shared/schemas/my-data';
import { markSignedOut, meQueryKey } from '@web/app/session';
import { api } from '@web/lib/api';

/** POST /api/me/data/erasure: the server ends every session, so the app forgets the user and goes to /login. */
export function useEraseAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (confirmEmail: string) => api<{ ok: true }>('/api/me/data/erasure', { method: 'POST', body: { confirmEmail } }),
    onSuccess: async () => {
      await queryClient.cancelQueries();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      markSignedOut(queryClient);
      toast.success(MY_DATA_MESSAGES.erased);
      navigate('/login', { replace: true });
    },
  });
}

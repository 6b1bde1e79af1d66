import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { markSignedOut, meQueryKey } from '@web/lib/session';
import { apiClient } from '@web/lib/api-client';
import { forgetOnSignOut } from '@web/lib/return-path';
import { rememberErased } from '../auth/erased-notice';

/** POST /api/me/data/erasure: the server ends every session, so the app forgets the user and goes to /login, which says the account was erased. */
export function useEraseAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (confirmEmail: string) => apiClient.post('/api/me/data/erasure', { body: { confirmEmail } }),
    onSuccess: async () => {
      await queryClient.cancelQueries();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      forgetOnSignOut();
      // The sign-in page says so, for as long as it shows (not a toast that is gone in seconds).
      rememberErased();
      markSignedOut(queryClient);
      navigate('/login', { replace: true });
    },
  });
}

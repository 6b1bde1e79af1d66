import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiClient } from '@web/lib/api-client';
import { forgetOfflineReads } from '@web/lib/courier-app-scope';
import { forgetOnSignOut } from '@web/lib/return-path';
import { markSignedOut, meQueryKey } from '@web/lib/session';

/** Signs out (failures are swallowed), clears cached data (the courier's kept reads too) and goes to /login. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function signOut() {
    setPending(true);
    try {
      await apiClient.post('/api/auth/sign-out', { body: {} });
    } catch {
      // Sign-out failures are swallowed (docs/product.md §1.8).
    }
    await queryClient.cancelQueries();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
    queryClient.getMutationCache().clear();
    forgetOnSignOut();
    await forgetOfflineReads();
    markSignedOut(queryClient);
    navigate('/login', { replace: true });
  }

  return { signOut, pending };
}

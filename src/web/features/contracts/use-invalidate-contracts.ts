import { useQueryClient } from '@tanstack/react-query';
import { contractAffectedKeys, signingAffectedKeys } from './query-keys';

/**
 * Refreshes every screen that shows contracts (the panel, the properties' Contract column, the client
 * portal), and after a signature also the onboarding state and linen cards it changes.
 */
export function useInvalidateContracts() {
  const queryClient = useQueryClient();
  return async (options: { signed?: boolean } = {}) => {
    const keys = options.signed ? signingAffectedKeys : contractAffectedKeys;
    await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })));
  };
}

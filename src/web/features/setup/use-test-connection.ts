import { useMutation } from '@tanstack/react-query';
import { api, isApiError } from '@web/lib/api';

export interface TestConnectionResult {
  ok: boolean;
  message: string;
}

/**
 * POST /api/setup/test-connection { databaseUrl, setupCode? } → { ok, message }. From another machine
 * the server answers 403 (setup_code_required / setup_code_wrong) until the code from its log is given.
 */
export function useTestConnection() {
  return useMutation({
    mutationFn: (input: { databaseUrl: string; setupCode?: string }) =>
      api<TestConnectionResult>('/api/setup/test-connection', { method: 'POST', body: input }),
  });
}

export const needsSetupCode = (error: unknown) =>
  isApiError(error) && (error.code === 'setup_code_required' || error.code === 'setup_code_wrong');

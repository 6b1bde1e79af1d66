import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export interface TestConnectionResult {
  ok: boolean;
  message: string;
}

/**
 * POST /api/setup/test-connection { databaseUrl, setupCode } → { ok, message }. The server answers 403
 * (setup_code_required / setup_code_wrong) until the code from its log is given, from any machine.
 */
export function useTestConnection() {
  return useMutation({
    mutationFn: (input: { databaseUrl: string; setupCode?: string }) =>
      api<TestConnectionResult>('/api/setup/test-connection', { method: 'POST', body: input }),
  });
}

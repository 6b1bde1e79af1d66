import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export interface TestConnectionResult {
  ok: boolean;
  message: string;
}

/**
 * POST /api/setup/test-connection { databaseUrl, setupCode } → { ok, message }. The server answers 403
 * (setup_code_required / setup_code_wrong) until the code from its log is given, from any machine.
 * Only the setup app (src/server/setup-app.ts, served while there is no database) answers it, so the
 * app's OpenAPI document does not list it and apiClient cannot name it: the one call through api().
 */
export function useTestConnection() {
  return useMutation({
    mutationFn: (input: { databaseUrl: string; setupCode?: string }) =>
      api<TestConnectionResult>('/api/setup/test-connection', { method: 'POST', body: input }),
  });
}

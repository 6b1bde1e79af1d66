import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

export interface TestConnectionResult {
  ok: boolean;
  message: string;
}

/** POST /api/setup/test-connection { databaseUrl } → { ok, message }. */
export function useTestConnection() {
  return useMutation({
    mutationFn: (databaseUrl: string) =>
      api<TestConnectionResult>('/api/setup/test-connection', { method: 'POST', body: { databaseUrl } }),
  });
}

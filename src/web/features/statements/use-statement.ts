/** GET /api/statements?from=&to=[&clientId=]: an owner's statement for a period (issue 23 item 5). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StatementPeriod } from '@shared/domain/statements';
import type { TStatement } from '@shared/schemas/statements';
import { apiClient } from '@web/lib/api-client';

export const statementKeys = {
  all: ['statements'] as const,
  of: (clientId: string | undefined, period: StatementPeriod) => ['statements', clientId ?? 'own', period.from, period.to] as const,
};

export function useStatement(clientId: string | undefined, period: StatementPeriod | null) {
  return useQuery<TStatement>({
    queryKey: statementKeys.of(clientId, period ?? { from: '', to: '' }),
    queryFn: ({ signal }) => apiClient.get('/api/statements', { query: { from: period!.from, to: period!.to, clientId }, signal }),
    enabled: period !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

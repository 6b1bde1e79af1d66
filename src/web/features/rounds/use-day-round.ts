/** GET /api/rounds/{day} and PUT it (staff's order): the answer of a reorder replaces the round in the cache. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDayRound } from '@shared/schemas/rounds';
import { apiClient } from '@web/lib/api-client';

export const roundKeys = {
  all: ['rounds'] as const,
  day: (day: string) => ['rounds', day] as const,
};

export function useDayRound(day: string) {
  return useQuery({
    queryKey: roundKeys.day(day),
    queryFn: ({ signal }) => apiClient.get('/api/rounds/{day}', { path: { day }, signal }),
  });
}

/** Saves an order; shows it at once, and the server's round (or the one saved by someone else) after. */
export function useReorderRound(day: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ keys, version }: { keys: string[]; version: number }) =>
      apiClient.put('/api/rounds/{day}', { path: { day }, body: { keys, version } }),
    onMutate: async ({ keys }) => {
      await queryClient.cancelQueries({ queryKey: roundKeys.day(day) });
      const before = queryClient.getQueryData<TDayRound>(roundKeys.day(day));
      if (before) {
        const byKey = new Map(before.stops.map((s) => [s.key, s]));
        queryClient.setQueryData<TDayRound>(roundKeys.day(day), { ...before, stops: keys.flatMap((k) => byKey.get(k) ?? []) });
      }
      return { before };
    },
    onSuccess: (round) => queryClient.setQueryData(roundKeys.day(day), round),
    onError: (_e, _v, context) => {
      if (context?.before) queryClient.setQueryData(roundKeys.day(day), context.before);
      void queryClient.invalidateQueries({ queryKey: roundKeys.day(day) });
    },
  });
}

import type { QueryFunction, QueryKey } from '@tanstack/react-query';

/**
 * A query function that answers `early` (a read asked for before the query existed) the first time, and
 * asks again as `again` does after that (a retry, a refetch): a failed early read is not handed out twice.
 */
export function earlyFirst<T, K extends QueryKey>(early: Promise<T>, again: QueryFunction<T, K>): QueryFunction<T, K> {
  early.catch(() => undefined); // reported by the query it is handed to
  let used = false;
  return (context) => {
    if (used) return again(context);
    used = true;
    return early;
  };
}

import { ApiError } from '@web/lib/api';

/**
 * Other features' endpoints that may not be merged yet answer 404: treat that as "nothing yet" so the
 * tab shows its empty state instead of an error.
 */
export async function orWhenMissing<T>(request: Promise<T>, fallback: T): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return fallback;
    throw error;
  }
}

import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

/**
 * Copies the server's per-field issues (422) onto a react-hook-form form.
 * Returns true when at least one issue was applied, so the caller can skip a generic banner.
 */
export function applyServerIssues<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): boolean {
  if (!(error instanceof ApiError) || !error.issues?.length) return false;
  for (const issue of error.issues) {
    if (!issue.path) continue;
    setError(issue.path as Path<T>, { type: 'server', message: issue.message });
  }
  return error.issues.some((issue) => Boolean(issue.path));
}

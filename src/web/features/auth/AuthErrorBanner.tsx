import { Alert } from '@web/components/ui';
import { authErrorView, type AuthAction } from './auth-errors';

/** The red banner above an auth form. */
export function AuthErrorBanner({ error, action }: { error: unknown; action: AuthAction }) {
  if (!error) return null;
  const view = authErrorView(error, action);
  return (
    <Alert variant="error" title={view.title}>
      <p>{view.message}</p>
      {view.hint && <p className="mt-1">{view.hint}</p>}
    </Alert>
  );
}

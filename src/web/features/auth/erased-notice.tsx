import { useLocation } from 'react-router';
import { MY_DATA_MESSAGES as M } from '@shared/schemas/my-data';
import { Alert } from '@web/components/ui';

/** The navigation state the erasure leaves /login with (issue 19: a message after erasing an account). */
export const ERASED_NOTICE = { notice: 'erased' } as const;

/** 'Your account has been erased' at the top of /login, right after the owner erased their account. */
export function ErasedNotice() {
  const state = useLocation().state as { notice?: string } | null;
  if (state?.notice !== ERASED_NOTICE.notice) return null;
  return (
    <Alert variant="success" title={M.erased} className="mb-6">
      {M.erasedDetail}
    </Alert>
  );
}

import { useEffect, useState } from 'react';
import { MY_DATA_MESSAGES as M } from '@shared/schemas/my-data';
import { Alert } from '@web/components/ui';
import { useHydrated } from '@web/lib/use-hydrated';

/**
 * Set by an erasure in this tab, read once by the sign-in page (issue 19: a message after erasing an
 * account). Kept in sessionStorage, not in the navigation's state: the page being left is unmounted by
 * the signed-out guard before its own navigation runs.
 */
const KEY = 'linen.erased';

export function rememberErased(): void {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    /* storage unavailable: no message, the erasure itself is done */
  }
}

function readErased(): boolean {
  try {
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * 'Your account has been erased' at the top of /login for as long as it shows, right after the erasure
 * (the flag is cleared once read, so a later visit does not repeat it). /login is prerendered: the
 * notice shows once the page is the browser's own, so hydration matches that HTML.
 */
export function ErasedNotice() {
  const hydrated = useHydrated();
  const [erased] = useState(readErased);
  useEffect(() => {
    if (!erased) return;
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      /* nothing to clear */
    }
  }, [erased]);
  if (!hydrated || !erased) return null;
  return (
    <Alert variant="success" title={M.erased} className="mb-6">
      {M.erasedDetail}
    </Alert>
  );
}

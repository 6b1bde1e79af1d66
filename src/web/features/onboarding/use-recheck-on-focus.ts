import { useEffect, useRef } from 'react';

/** The deposit re-check waits this long after the window regains focus (docs/product.md §1.9). */
export const DEPOSIT_RECHECK_DELAY_MS = 1000;

/**
 * Runs `recheck` 1 second after the window regains focus (e.g. back from the checkout tab), while
 * `active`. The caller also re-checks when the modal opens (a fresh fetch on mount).
 */
export function useRecheckOnFocus(recheck: () => void, active = true): void {
  const latest = useRef(recheck);
  useEffect(() => {
    latest.current = recheck;
  });
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onFocus = () => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), DEPOSIT_RECHECK_DELAY_MS);
    };
    window.addEventListener('focus', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      clearTimeout(timer);
    };
  }, [active]);
}

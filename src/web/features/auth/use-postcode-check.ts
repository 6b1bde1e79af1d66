import { useCallback, useEffect, useRef, useState } from 'react';
import { POSTCODE_CHECK_DELAY_MS } from '@shared/constants';
import { isPostcodeCovered } from '@shared/domain/postcodes';

export type PostcodeCheck = { status: 'idle' } | { status: 'checking'; postcode: string } | { status: 'done'; postcode: string; covered: boolean };

/** The coverage check: a short wait (about 1 second, docs/product.md §1.9), then covered or not covered. */
export function usePostcodeCheck() {
  const [state, setState] = useState<PostcodeCheck>({ status: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const check = useCallback((postcode: string) => {
    clearTimeout(timer.current);
    setState({ status: 'checking', postcode });
    timer.current = setTimeout(() => {
      setState({ status: 'done', postcode, covered: isPostcodeCovered(postcode) });
    }, POSTCODE_CHECK_DELAY_MS);
  }, []);

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    setState({ status: 'idle' });
  }, []);

  return { state, check, reset };
}

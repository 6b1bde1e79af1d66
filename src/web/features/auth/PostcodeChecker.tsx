import { useId, useRef, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { describeCoverage } from '@shared/domain/postcode-format';
import { isUkPostcodeShape, NOT_A_POSTCODE_MESSAGE, typedPostcode } from '@shared/domain/postcodes';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Field, Input, ReadyFieldset } from '@web/components/ui';
import { PostcodeResult } from './PostcodeResult';
import { usePostcodeCheck } from './use-postcode-check';

/**
 * The coverage checker (docs/product.md §1.2.2): letters uppercased as they are typed and the space kept where
 * the user types it (at most 8 characters besides spaces, which coverage ignores). Text that is not
 * shaped like a UK postcode is refused at once; otherwise about a second of checking, then covered or
 * not covered.
 */
export function PostcodeChecker({ className }: { className?: string }) {
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [postcode, setPostcode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { state, check, reset } = usePostcodeCheck();

  /** At most 8 letters and digits (spaces are not counted), applied as the user types. */
  function onChange(value: string) {
    setPostcode(typedPostcode(value));
    setError(undefined);
    if (state.status !== 'idle') reset();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!postcode.trim()) {
      setError('Please enter a postcode');
      inputRef.current?.focus();
      return;
    }
    if (!isUkPostcodeShape(postcode)) {
      setError(NOT_A_POSTCODE_MESSAGE);
      inputRef.current?.focus();
      return;
    }
    check(postcode.trim());
  }

  function tryAnother() {
    reset();
    setPostcode('');
    setError(undefined);
    inputRef.current?.focus();
  }

  return (
    <Card aria-labelledby={headingId} className={className}>
      <CardHeader>
        <CardTitle id={headingId}>Check your postcode</CardTitle>
        <CardDescription>See whether we collect and deliver linen in your area.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form noValidate onSubmit={onSubmit}>
          <ReadyFieldset>
            <Field label="Postcode" error={error}>
              <div className="flex gap-2">
                <Input
                  ref={inputRef}
                  value={postcode}
                  onChange={(e) => onChange(e.target.value)}
                  autoComplete="postal-code"
                  autoCapitalize="characters"
                  spellCheck={false}
                  placeholder="e.g. TS1 1AA"
                  className="min-w-0 flex-1 font-medium tracking-wide"
                />
                <Button type="submit" loading={state.status === 'checking'}>
                  {state.status !== 'checking' && <Search aria-hidden="true" />}
                  Check
                </Button>
              </div>
            </Field>
          </ReadyFieldset>
        </form>
        <div role="status" aria-live="polite" className="empty:hidden">
          <PostcodeResult state={state} onTryAnother={tryAnother} />
        </div>
        <p className="border-t border-slate-100 pt-4 text-xs text-slate-600">We cover postcodes {describeCoverage()}.</p>
      </CardContent>
    </Card>
  );
}

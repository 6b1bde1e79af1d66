import { CircleCheck, CircleDashed, CircleX } from 'lucide-react';
import { Spinner } from '@web/components/ui';

export type TestStatus =
  | { state: 'idle' }
  | { state: 'testing' }
  | { state: 'success'; message: string }
  | { state: 'failed'; reason: string };

const SHORT = 'Could not connect: ';

/** The server's 'Could not connect: <reason>' reads as its own title; anything else under the failure title. */
function failureTitle(reason: string, title: string): [string, string] {
  return reason.startsWith(SHORT) ? ['Could not connect', reason.slice(SHORT.length)] : [title, reason];
}

/**
 * The four states of the connection test: not tested, testing, success, failed. The setup screen's
 * failure reads 'Connection failed', the database console's 'Connection Failed' (docs/product.md §2.8).
 */
export function TestConnectionStatus({ status, failedTitle = 'Connection failed' }: { status: TestStatus; failedTitle?: string }) {
  return (
    <div role="status" aria-live="polite" className="min-h-6 text-sm">
      {status.state === 'idle' && (
        <p className="flex items-center gap-2 text-slate-600">
          <CircleDashed aria-hidden="true" className="size-4" />
          Not tested
        </p>
      )}
      {status.state === 'testing' && <Spinner size="sm" label="Testing connection..." />}
      {status.state === 'success' && (
        <p className="flex items-start gap-2 font-medium text-green-800">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{status.message || 'Connection successful'}</span>
        </p>
      )}
      {status.state === 'failed' && (
        <p className="flex items-start gap-2 text-red-800">
          <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="font-semibold">{failureTitle(status.reason, failedTitle)[0]}</span>
            {failureTitle(status.reason, failedTitle)[1] && <>: {failureTitle(status.reason, failedTitle)[1]}</>}
          </span>
        </p>
      )}
    </div>
  );
}

/** The auth secret, masked: show/hide reveals only its last 4 characters (all the server sends), and copy copies those. */
import { useState } from 'react';
import { Copy, Eye, EyeOff } from 'lucide-react';
import { toast } from 'sonner';
import { maskedSecret } from '@shared/domain/admin-console';
import { Button } from '@web/components/ui';

export function SecretTail({ tail }: { tail: string }) {
  const [shown, setShown] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(tail);
      toast.success('Last 4 characters copied');
    } catch {
      toast.error('Could not copy');
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <code data-testid="secret-value" className="rounded bg-slate-100 px-2 py-1 font-mono text-sm text-slate-900">
        {maskedSecret(tail, shown)}
      </code>
      <Button
        variant="outline"
        size="icon"
        onClick={() => setShown((s) => !s)}
        aria-label={shown ? 'Hide the last 4 characters' : 'Show the last 4 characters'}
        aria-pressed={shown}
        disabled={!tail}
      >
        {shown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
      </Button>
      <Button variant="outline" size="icon" onClick={() => void copy()} aria-label="Copy the last 4 characters" disabled={!tail}>
        <Copy aria-hidden="true" />
      </Button>
    </div>
  );
}

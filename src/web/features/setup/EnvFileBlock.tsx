import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@web/components/ui';
import { copyText } from '@web/lib/clipboard';

export interface EnvFileBlockProps {
  text: string;
  /** Called instead of copying when the text is incomplete. */
  onIncomplete?: () => void;
  complete: boolean;
}

/** The generated .env text with a Copy button. */
export function EnvFileBlock({ text, complete, onIncomplete }: EnvFileBlockProps) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    if (!complete) {
      onIncomplete?.();
      return;
    }
    if (await copyText(text)) {
      setCopied(true);
      toast.success('Copied to clipboard', { duration: 2000 });
      window.setTimeout(() => setCopied(false), 2000);
    } else {
      toast.error('Could not copy. Please select the text and copy it manually.');
    }
  }

  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="env-file-heading" className="text-base font-semibold text-slate-900">
          Environment file (.env)
        </h2>
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <pre
        tabIndex={0}
        aria-labelledby="env-file-heading"
        className="overflow-x-auto rounded-lg bg-slate-900 p-4 font-mono text-sm leading-relaxed text-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {text}
      </pre>
      <p className="text-sm text-slate-600">
        Save this text as <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-slate-800">.env</code> in
        the server&apos;s folder (next to <code className="font-mono">package.json</code>), or set the two variables in
        your hosting environment, then <strong className="font-semibold text-slate-800">restart the server</strong>.
      </p>
    </div>
  );
}

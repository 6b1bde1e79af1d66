/** Pieces of the public contract page: the document header, details, terms box and signature blocks. */
import type { ReactNode } from 'react';
import { Building2 } from 'lucide-react';
import { formatPence } from '@shared/domain/money';
import type { TPublicContract } from '@shared/schemas/contracts';
import { cn } from '@web/lib/cn';
import { formatDate } from '@shared/format-dates';
import { SIGNATURE_FONT_STYLE } from './signature-font';

/** The contract's heading (the page header above it carries the provider's logo). */
export function ContractLetterhead({ title, badge }: { title: string; badge?: ReactNode }) {
  return (
    <header className="border-b border-slate-200 bg-brand-50/60 px-5 pt-5 pb-4 sm:px-8 sm:pt-7">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">Linen Service · Service contract</p>
        {badge}
      </div>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight text-balance text-slate-900 [overflow-wrap:anywhere] sm:text-3xl">{title}</h1>
    </header>
  );
}

export function ContractDetails({ contract }: { contract: TPublicContract }) {
  const rows: [string, ReactNode][] = [
    ['Client', contract.clientName],
    ['Contract', contract.title],
    ['Property', contract.propertyAddress ? `${contract.propertyName}, ${contract.propertyAddress}` : contract.propertyName],
    ['Created', formatDate(contract.createdAt)],
    ['Deposit', `${formatPence(contract.depositAmountPence)} (refundable)`],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="mt-0.5 text-base text-slate-900 [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The terms in a scrollable, keyboard-focusable box. */
export function TermsBox({ terms, className }: { terms: string; className?: string }) {
  return (
    <div
      role="region"
      aria-label="Contract terms"
      tabIndex={0}
      className={cn(
        'max-h-[26rem] overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-4 text-[0.9375rem] leading-relaxed whitespace-pre-wrap text-slate-800',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [overflow-wrap:anywhere]',
        className,
      )}
    >
      {terms}
    </div>
  );
}

export function Section({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <section className="space-y-4 border-t border-slate-200 px-5 py-6 sm:px-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** A signature in the script face on a signature line, or an empty line. */
export function SignatureLine({ name, placeholder = 'Awaiting signature' }: { name: string | null; placeholder?: string }) {
  return (
    <p
      className={cn(
        'min-h-14 border-b-2 border-slate-400 pb-1 leading-tight [overflow-wrap:anywhere]',
        name ? 'text-4xl text-slate-900' : 'pt-6 text-sm text-slate-500 italic',
      )}
      style={name ? SIGNATURE_FONT_STYLE : undefined}
    >
      {name || placeholder}
    </p>
  );
}

export function SignatureBlock({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="min-w-0 space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h3 className="text-sm font-semibold tracking-wide text-slate-700 uppercase">{heading}</h3>
      {children}
    </div>
  );
}

export function BlockRows({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="space-y-1.5 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-wrap gap-x-2">
          <dt className="text-slate-600">{label}:</dt>
          <dd className="font-medium text-slate-900 [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The provider's side of the signature blocks. */
export function ProviderBlock({ createdAt }: { createdAt: string }) {
  return (
    <SignatureBlock heading="Provider representative">
      <p className="flex min-h-14 items-end gap-2 border-b-2 border-slate-400 pb-2 text-base font-semibold text-slate-900">
        <Building2 aria-hidden="true" className="size-5 text-brand-700" />
        Linen Service
      </p>
      <BlockRows
        rows={[
          ['For and on behalf of', 'Linen Service'],
          ['Name', 'Authorised representative'],
          ['Date', formatDate(createdAt)],
        ]}
      />
    </SignatureBlock>
  );
}

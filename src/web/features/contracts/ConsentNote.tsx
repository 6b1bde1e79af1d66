import { CONSENT_SENTENCE, type ContractSigner } from '@shared/domain/contracts';
import { cn } from '@web/lib/cn';

/** The consent sentence shown above every Sign Contract button (public page and property panel). */
export function ConsentNote({ signer, className }: { signer: ContractSigner; className?: string }) {
  return <p className={cn('text-sm text-slate-600', className)}>{CONSENT_SENTENCE[signer]}</p>;
}

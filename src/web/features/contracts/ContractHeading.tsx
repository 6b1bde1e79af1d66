/** A contract card's head: its title (the card's accessible name), a line below it, and the status badge. */
import type { PropertyContractStatus } from '@shared/domain/contracts';
import { ContractStatusBadge } from './ContractStatusBadge';

export function ContractHeading({
  id,
  level,
  title,
  subtitle,
  status,
}: {
  id: string;
  level: 2 | 4;
  title: string;
  subtitle: string;
  status: PropertyContractStatus;
}) {
  const Heading = level === 4 ? 'h4' : 'h2';
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div className="min-w-0">
        <Heading id={id} className="text-base font-semibold text-slate-900 [overflow-wrap:anywhere]">
          {title}
        </Heading>
        <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">{subtitle}</p>
      </div>
      <ContractStatusBadge status={status} />
    </div>
  );
}

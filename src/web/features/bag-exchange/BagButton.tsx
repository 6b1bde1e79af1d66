/** One bag in the deliver, collect or return list: a big button with the property, its address, the client and the days. */
import type { TCourierCard } from '@shared/schemas/courier';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BagStep } from '@shared/domain/bag-exchange';
import { cn } from '@web/lib/cn';

export interface BagButtonProps {
  card: TCourierCard;
  /** 'collect' shows days on beds, 'return' days in transit, 'deliver' that it is the first delivery. */
  kind: BagStep;
  onPress: (card: TCourierCard) => void;
}

export function BagButton({ card, kind, onPress }: BagButtonProps) {
  const days = kind === 'collect' ? card.daysOnBeds : kind === 'return' ? card.daysInTransit : null;
  const overdue = kind === 'collect' ? card.overBeds : kind === 'return' ? card.overTransit : false;
  const { t } = useTranslation();
  const daysText = days === null ? '' : t('bag.days', { count: days });
  const daysLabel =
    kind === 'deliver' ? t('bag.firstDelivery') : days === null ? '' : t(kind === 'collect' ? 'bag.onBeds' : 'bag.inTransit', { days: daysText });
  return (
    <button
      type="button"
      onClick={() => onPress(card)}
      className={cn(
        'flex min-h-20 w-full items-center gap-3 rounded-xl border bg-white p-4 text-left shadow-sm transition-colors',
        'hover:border-brand-300 hover:bg-brand-50 active:bg-brand-100',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        overdue ? 'border-red-300' : 'border-slate-200',
      )}
    >
      <span className="min-w-0 flex-1 space-y-0.5">
        <span className="block text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]">{card.propertyName}</span>
        {card.propertyAddress && <span className="block text-sm text-slate-600 [overflow-wrap:anywhere]">{card.propertyAddress}</span>}
        <span className="block text-sm text-slate-700 [overflow-wrap:anywhere]">{card.clientName}</span>
        {daysLabel && (
          <span className={cn('block text-sm font-medium', overdue ? 'text-red-700' : 'text-slate-700')}>
            {daysLabel}
            {overdue && ` ${t('bag.overdue')}`}
          </span>
        )}
      </span>
      <ChevronRight aria-hidden="true" className="size-6 shrink-0 text-slate-400" />
    </button>
  );
}

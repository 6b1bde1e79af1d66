/** The bag a stop is for: its status, property, address, client and days (on beds, in transit, or a first delivery). */
import type { TCourierCard } from '@shared/schemas/courier';
import { useTranslation } from 'react-i18next';
import type { BagStep as Step } from '@shared/domain/bag-exchange';
import { Badge, type BadgeVariant } from '@web/components/ui';

const STEPS: Record<Step, { badge: BadgeVariant; days: 'bag.onBeds' | 'bag.inTransit' | null }> = {
  deliver: { badge: 'info', days: null },
  collect: { badge: 'warning', days: 'bag.onBeds' },
  return: { badge: 'purple', days: 'bag.inTransit' },
};

export function BagSummary({ card, step }: { card: TCourierCard; step: Step }) {
  const { t } = useTranslation();
  const { badge, days: daysKey } = STEPS[step];
  const days = step === 'collect' ? card.daysOnBeds : step === 'return' ? card.daysInTransit : null;
  return (
    <div className="space-y-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <Badge variant={badge}>{t(`status.${card.status}`)}</Badge>
      <p className="text-2xl font-semibold text-slate-900 [overflow-wrap:anywhere]">{card.propertyName}</p>
      {card.propertyAddress && <p className="text-base text-slate-600 [overflow-wrap:anywhere]">{card.propertyAddress}</p>}
      <p className="text-base text-slate-700 [overflow-wrap:anywhere]">{card.clientName}</p>
      {days !== null && daysKey && <p className="text-base font-medium text-slate-700">{t(daysKey, { days: t('bag.days', { count: days }) })}</p>}
      {step === 'deliver' && <p className="text-base font-medium text-slate-700">{t('bag.firstDeliveryNote')}</p>}
    </div>
  );
}

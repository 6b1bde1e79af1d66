/** A scanned bag's Deliver, Collect or Return step: the bag's property, client and days, and one big action button. */
import { ArrowLeft, PackageCheck, PackagePlus, Truck, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BagStep as Step } from '@shared/domain/bag-exchange';
import type { TBoardTile } from '@shared/schemas/linen';
import { Badge, Button, type BadgeVariant } from '@web/components/ui';

export interface BagStepProps {
  card: TBoardTile;
  step: Step;
  busy: boolean;
  onConfirm: (card: TBoardTile) => void;
  onBack: () => void;
}

const STEPS: Record<Step, { icon: LucideIcon; badge: BadgeVariant; days: 'bag.onBeds' | 'bag.inTransit' | null }> = {
  deliver: { icon: PackagePlus, badge: 'info', days: null },
  collect: { icon: Truck, badge: 'warning', days: 'bag.onBeds' },
  return: { icon: PackageCheck, badge: 'purple', days: 'bag.inTransit' },
};

export function BagStep({ card, step, busy, onConfirm, onBack }: BagStepProps) {
  const { t } = useTranslation();
  const { icon: Icon, badge, days: daysKey } = STEPS[step];
  const days = step === 'collect' ? card.daysOnBeds : step === 'return' ? card.daysInTransit : null;
  return (
    <section aria-labelledby="bag-step-title" className="space-y-4">
      <div className="flex items-center gap-3">
        <Button variant="outline" size="lg" onClick={onBack} className="h-12">
          <ArrowLeft aria-hidden="true" />
          {t('page.back')}
        </Button>
        <h2 id="bag-step-title" className="text-xl font-semibold text-slate-900">
          {t(`step.${step}Title`)}
        </h2>
      </div>
      <div className="space-y-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <Badge variant={badge}>{t(`status.${card.status}`)}</Badge>
        <p className="text-2xl font-semibold text-slate-900 [overflow-wrap:anywhere]">{card.propertyName}</p>
        {card.propertyAddress && <p className="text-base text-slate-600 [overflow-wrap:anywhere]">{card.propertyAddress}</p>}
        <p className="text-base text-slate-700 [overflow-wrap:anywhere]">{card.clientName}</p>
        {days !== null && daysKey && <p className="text-base font-medium text-slate-700">{t(daysKey, { days: t('bag.days', { count: days }) })}</p>}
        {step === 'deliver' && <p className="text-base font-medium text-slate-700">{t('bag.firstDeliveryNote')}</p>}
      </div>
      <Button size="lg" className="h-16 w-full text-lg" loading={busy} onClick={() => onConfirm(card)}>
        <Icon aria-hidden="true" />
        {t(`step.${step}Action`)}
      </Button>
    </section>
  );
}

/**
 * The deliver list (new cards, waiting longest first), the collect list (changeover due, oldest on beds
 * first) or the return list (in transit, oldest first), with Back.
 */
import { ArrowLeft, Inbox, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BagStep } from '@shared/domain/bag-exchange';
import type { TBoardTile } from '@shared/schemas/linen';
import { Alert, Button, EmptyState, SectionSpinner } from '@web/components/ui';
import { BagButton } from './BagButton';
import type { BagListStatus } from './query-keys';
import { useBagCards } from './use-bag-cards';

const STATUS: Record<BagStep, BagListStatus> = { deliver: 'new', collect: 'changeover_due', return: 'in_transit' };

export interface BagListProps {
  step: BagStep;
  busyId: string | null;
  onPress: (card: TBoardTile) => void;
  onBack: () => void;
}

export function BagList({ step, busyId, onPress, onBack }: BagListProps) {
  const { t } = useTranslation();
  const title = t(`list.${step}Title`);
  const cards = useBagCards(STATUS[step]);
  return (
    <section aria-labelledby="bag-list-title" className="space-y-4">
      <div className="flex items-center gap-3">
        <Button variant="outline" size="lg" onClick={onBack} className="h-12">
          <ArrowLeft aria-hidden="true" />
          {t('page.back')}
        </Button>
        <h2 id="bag-list-title" className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
      </div>
      <p className="text-sm text-slate-600">{t(`list.${step}Hint`)}</p>
      {cards.isPending && <SectionSpinner label={t(`list.${step}Loading`)} />}
      {cards.isError && (
        <Alert
          variant="error"
          title={t(`list.${step}LoadFailed`)}
          action={
            <Button variant="outline" onClick={() => void cards.refetch()}>
              <RotateCw aria-hidden="true" />
              {t('page.tryAgain')}
            </Button>
          }
        />
      )}
      {cards.data && cards.data.length === 0 && (
        <EmptyState icon={Inbox} title={t(`list.${step}Empty`)} description={t(`list.${step}EmptyHint`)} headingLevel={3} />
      )}
      {cards.data && cards.data.length > 0 && (
        <ul className="space-y-3" aria-label={t('list.bagCount', { title, count: cards.data.length })}>
          {cards.data.map((card) => (
            <li key={card.id}>
              <BagButton card={card} kind={step} busy={busyId === card.id} disabled={busyId !== null} onPress={onPress} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

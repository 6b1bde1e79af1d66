/**
 * The deliver list (new cards, waiting longest first), the collect list (changeover due, oldest on beds
 * first) or the return list (in transit, oldest first), from the round the phone keeps (issue 22), with
 * Back. Bags with a stop waiting on the phone are left out: that stop is done, though not yet sent.
 */
import { startTransition, useEffect, useState } from 'react';
import { ArrowLeft, Inbox, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BagStep } from '@shared/domain/bag-exchange';
import type { TRoundCard } from '@shared/schemas/courier';
import { Alert, Button, EmptyState, SectionSpinner } from '@web/components/ui';
import { BagButton } from './BagButton';
import type { useRound } from './use-round';

/**
 * The bags drawn at once; the rest (a list holds up to 200) follow in a transition React may interrupt, so
 * the first bags show, and answer a tap, without waiting for the whole list on a slow phone.
 */
const FIRST_BAGS = 12;

export interface BagListProps {
  step: BagStep;
  round: ReturnType<typeof useRound>;
  /** Cards whose stop is done on the phone. */
  done: ReadonlySet<string>;
  onPress: (card: TRoundCard) => void;
  onBack: () => void;
}

export function BagList({ step, round, done, onPress, onBack }: BagListProps) {
  const { t } = useTranslation();
  const title = t(`list.${step}Title`);
  const list = round.data?.[step];
  const cards = list?.cards.filter((card) => !done.has(card.id));
  const [whole, setWhole] = useState(false);
  useEffect(() => {
    if (!whole && cards && cards.length > FIRST_BAGS) startTransition(() => setWhole(true));
  }, [whole, cards]);
  const drawn = whole ? cards : cards?.slice(0, FIRST_BAGS);
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
      {round.isPending && round.fetchStatus !== 'idle' && <SectionSpinner label={t(`list.${step}Loading`)} />}
      {!cards && (round.isError || round.fetchStatus === 'paused') && (
        <Alert
          variant="error"
          title={t(`list.${step}LoadFailed`)}
          action={
            <Button variant="outline" onClick={() => void round.refetch()}>
              <RotateCw aria-hidden="true" />
              {t('page.tryAgain')}
            </Button>
          }
        />
      )}
      {cards && cards.length === 0 && (
        <EmptyState icon={Inbox} title={t(`list.${step}Empty`)} description={t(`list.${step}EmptyHint`)} headingLevel={3} />
      )}
      {cards && cards.length > 0 && (
        <ul className="space-y-3" aria-label={t('list.bagCount', { title, count: cards.length })}>
          {drawn?.map((card) => (
            <li key={card.id}>
              <BagButton card={card} kind={step} onPress={() => onPress(card)} />
            </li>
          ))}
        </ul>
      )}
      {list?.more && <p className="text-sm text-slate-600">{t('list.more', { max: list.cards.length })}</p>}
    </section>
  );
}

/**
 * The deliver list (new cards, waiting longest first), the collect list (changeover due, oldest on beds
 * first) or the return list (in transit, oldest first), with Back.
 */
import { ArrowLeft, Inbox, RotateCw } from 'lucide-react';
import { LINEN_MESSAGES } from '@shared/domain/linen';
import type { BagStep } from '@shared/domain/bag-exchange';
import type { TBoardTile } from '@shared/schemas/linen';
import { Alert, Button, EmptyState, SectionSpinner } from '@web/components/ui';
import { BagButton } from './BagButton';
import type { BagListStatus } from './query-keys';
import { useBagCards } from './use-bag-cards';

const TEXTS: Record<
  BagStep,
  { title: string; hint: string; status: BagListStatus; loadFailed: string; empty: string; emptyHint: string }
> = {
  deliver: {
    title: 'Deliver Bag',
    hint: 'Tap a property to deliver its first bag of linen. Waiting longest first.',
    status: 'new',
    loadFailed: LINEN_MESSAGES.loadNewFailed,
    empty: 'No bags to deliver',
    emptyHint: 'No new property is waiting for its first delivery.',
  },
  collect: {
    title: 'Collect Bag',
    hint: 'Tap a property to collect its bag. Longest on beds first.',
    status: 'changeover_due',
    loadFailed: LINEN_MESSAGES.loadChangeoverDueFailed,
    empty: 'No bags to collect',
    emptyHint: 'No property is waiting for a changeover right now.',
  },
  return: {
    title: 'Return Bag',
    hint: 'Tap a property to return its bag. Longest in transit first.',
    status: 'in_transit',
    loadFailed: LINEN_MESSAGES.loadTransitFailed,
    empty: 'No bags to return',
    emptyHint: 'No bag is in transit right now.',
  },
};

export interface BagListProps {
  step: BagStep;
  busyId: string | null;
  onPress: (card: TBoardTile) => void;
  onBack: () => void;
}

export function BagList({ step, busyId, onPress, onBack }: BagListProps) {
  const t = TEXTS[step];
  const cards = useBagCards(t.status);
  return (
    <section aria-labelledby="bag-list-title" className="space-y-4">
      <div className="flex items-center gap-3">
        <Button variant="outline" size="lg" onClick={onBack} className="h-12">
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        <h2 id="bag-list-title" className="text-xl font-semibold text-slate-900">
          {t.title}
        </h2>
      </div>
      <p className="text-sm text-slate-600">{t.hint}</p>
      {cards.isPending && <SectionSpinner label={`Loading ${t.title.toLowerCase()} list`} />}
      {cards.isError && (
        <Alert
          variant="error"
          title={t.loadFailed}
          action={
            <Button variant="outline" onClick={() => void cards.refetch()}>
              <RotateCw aria-hidden="true" />
              Try again
            </Button>
          }
        />
      )}
      {cards.data && cards.data.length === 0 && <EmptyState icon={Inbox} title={t.empty} description={t.emptyHint} headingLevel={3} />}
      {cards.data && cards.data.length > 0 && (
        <ul className="space-y-3" aria-label={`${t.title}: ${cards.data.length} ${cards.data.length === 1 ? 'bag' : 'bags'}`}>
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

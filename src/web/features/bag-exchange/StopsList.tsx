/**
 * The stops on this phone (issue 22 items 2 and 4), in the order made: saved on the phone, on the server,
 * or refused — in red with the reason in the courier's language, with Discard and Redo. Nothing is lost
 * silently: a refused stop stays until the courier decides.
 */
import { useState } from 'react';
import { ArrowLeft, Inbox, RotateCcw, Send, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@shared/format-dates';
import { Badge, Button, EmptyState } from '@web/components/ui';
import { cn } from '@web/lib/cn';
import { refusalText } from './i18n/courier-errors';
import type { QueuedVisit } from './offline/visit-queue';
import type { VisitQueueState } from './offline/use-visit-queue';

export function StopsList({ queue, onBack }: { queue: VisitQueueState; onBack: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const waiting = queue.stops.some((s) => s.status === 'waiting');
  const run = (key: string, work: () => Promise<unknown>) => {
    setBusy(key);
    void work().finally(() => setBusy(null));
  };
  return (
    <section aria-labelledby="stops-title" className="space-y-4">
      <div className="flex items-center gap-3">
        <Button variant="outline" size="lg" onClick={onBack} className="h-12">
          <ArrowLeft aria-hidden="true" />
          {t('page.back')}
        </Button>
        <h2 id="stops-title" className="text-xl font-semibold text-slate-900">
          {t('stops.title')}
        </h2>
      </div>
      <p className="text-sm text-slate-600">{t('stops.hint')}</p>
      {waiting && queue.online && (
        <Button variant="outline" size="lg" className="h-12 w-full" loading={busy === 'send'} onClick={() => run('send', queue.send)}>
          <Send aria-hidden="true" />
          {t('stops.sendNow')}
        </Button>
      )}
      {queue.ready && queue.stops.length === 0 && (
        <EmptyState icon={Inbox} title={t('stops.empty')} description={t('stops.emptyHint')} headingLevel={3} />
      )}
      {queue.stops.length > 0 && (
        <ul className="space-y-3" aria-labelledby="stops-title">
          {queue.stops.map((stop) => (
            <StopRow
              key={stop.id}
              stop={stop}
              busy={busy}
              onDiscard={() => run(`discard ${stop.id}`, () => queue.discard(stop.id))}
              onRedo={() => run(`redo ${stop.id}`, () => queue.redo(stop.id))}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

interface StopRowProps {
  stop: QueuedVisit;
  busy: string | null;
  onDiscard: () => void;
  onRedo: () => void;
}

function StopRow({ stop, busy, onDiscard, onRedo }: StopRowProps) {
  const { t } = useTranslation();
  const refused = stop.status === 'refused';
  const status = { waiting: 'stops.onPhone', sent: 'stops.onServer', undone: 'stops.undone', refused: 'stops.refused' } as const;
  const badge = { waiting: 'warning', sent: 'success', undone: 'neutral', refused: 'danger' } as const;
  return (
    <li data-testid="stop" className={cn('space-y-2 rounded-xl border-2 p-4', refused ? 'border-red-300 bg-red-50' : 'border-slate-200 bg-white')}>
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]">{stop.propertyName}</p>
        <Badge variant={badge[stop.status]} className="shrink-0">
          {t(status[stop.status])}
        </Badge>
      </div>
      <p className="text-sm text-slate-700">
        {t('stops.line', { action: t(`actions.${stop.body.action}`), time: formatTime(stop.body.happenedAt) })}
      </p>
      {refused && (
        <>
          <p className="text-base font-medium text-red-800">{refusalText(t, stop)}</p>
          <div className="grid grid-cols-2 gap-3">
            <Button
              variant="outline"
              size="lg"
              className="h-12 bg-white"
              loading={busy === `redo ${stop.id}`}
              disabled={busy !== null}
              onClick={onRedo}
            >
              <RotateCcw aria-hidden="true" />
              {t('stops.redo')}
            </Button>
            <Button
              variant="destructive"
              size="lg"
              className="h-12"
              loading={busy === `discard ${stop.id}`}
              disabled={busy !== null}
              onClick={onDiscard}
            >
              <Trash2 aria-hidden="true" />
              {t('stops.discard')}
            </Button>
          </div>
        </>
      )}
    </li>
  );
}

/**
 * Under the courier screen's title (issue 22 item 2): 'Offline · 3 waiting', 'Online · 3 waiting' or
 * 'Online · all sent', refused stops counted in red, a button to the Stops list, and the queue's
 * near-full and full messages.
 */
import { CircleAlert, ListChecks, Wifi, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QUEUE_MAX_ACTIONS } from '@shared/domain/courier-queue';
import { Alert, Button } from '@web/components/ui';
import { cn } from '@web/lib/cn';
import type { VisitQueueState } from './offline/use-visit-queue';

export function QueueBar({ queue, onStops }: { queue: VisitQueueState; onStops: () => void }) {
  const { t } = useTranslation();
  const waiting = queue.stops.filter((s) => s.status === 'waiting').length;
  const refused = queue.stops.filter((s) => s.status === 'refused').length;
  const Icon = queue.online ? Wifi : WifiOff;
  return (
    <div className="mb-4 space-y-3">
      <div
        className={cn(
          'flex items-center justify-between gap-3 rounded-xl border px-3 py-2',
          queue.online ? 'border-slate-200 bg-white' : 'border-amber-300 bg-amber-50',
        )}
      >
        <div className="min-w-0 space-y-0.5">
          <p role="status" data-testid="queue-status" className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <Icon aria-hidden="true" className={cn('size-5 shrink-0', queue.online ? 'text-green-700' : 'text-amber-700')} />
            {t('queue.header', {
              connection: t(queue.online ? 'queue.online' : 'queue.offline'),
              state: waiting > 0 ? t('queue.waiting', { count: waiting }) : t('queue.allSent'),
            })}
          </p>
          {refused > 0 && (
            <p className="flex items-center gap-1.5 text-sm font-semibold text-red-700">
              <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
              {t('queue.refused', { count: refused })}
            </p>
          )}
        </div>
        <Button variant="outline" size="lg" className="h-12 shrink-0" onClick={onStops}>
          <ListChecks aria-hidden="true" />
          {t('stops.title')}
        </Button>
      </div>
      {queue.room === 'near-full' && (
        <Alert variant="warning" title={t('queue.nearFullTitle')}>
          {t('queue.nearFull', { max: QUEUE_MAX_ACTIONS })}
        </Alert>
      )}
      {queue.room === 'full' && (
        <Alert variant="error" title={t('queue.fullTitle')}>
          {t('queue.full', { max: QUEUE_MAX_ACTIONS })}
        </Alert>
      )}
    </div>
  );
}

/**
 * A day's events: colour, title, status, property and description, with Delete where the caller may;
 * 'No events' on an empty day; 'Add event' opens the add dialog prefilled with the day. It reads the
 * day's events itself, a page at a time (Load more on a busy day; issue 21).
 */
import { Plus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { CALENDAR_MESSAGES, eventColor } from '@shared/domain/calendar';
import type { TCalendarEvent } from '@shared/schemas/requests';
import { Alert, Badge, Button, Dialog, DialogClose, LoadMorePager, SectionSpinner, useConfirm } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { longDay, PENDING_PULSE, STATUS_BADGE, STATUS_LABEL } from './event-style';
import { useDeleteEvent } from './use-delete-event';
import { useDayEvents } from './use-calendar-events';

export interface DayDialogProps {
  day: string | null;
  onOpenChange: (open: boolean) => void;
  onAddEvent: (day: string) => void;
}

export function DayDialog({ day, onOpenChange, onAddEvent }: DayDialogProps) {
  const confirm = useConfirm();
  const list = useDayEvents(day);
  const events = list.data?.pages.flatMap((p) => p.events) ?? [];
  const remove = useDeleteEvent();

  async function onDelete(event: TCalendarEvent) {
    const ok = await confirm({
      title: `Delete “${event.title}”?`,
      description: 'The event is removed from the calendar for everyone who sees it.',
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (!ok) return;
    remove.mutate(event.id, {
      onSuccess: () => toast.success('Event deleted'),
      onError: (error) => toast.error(errorMessage(error, 'Failed to delete event. Please try again.')),
    });
  }

  return (
    <Dialog open={day !== null} onOpenChange={onOpenChange} title={day ? longDay(day) : ''} description="The events on this day.">
      {day && (
        <div className="space-y-4">
          {list.isError ? (
            <Alert variant="error" title="The day's events could not be loaded">
              {errorMessage(list.error)}
            </Alert>
          ) : list.isPending ? (
            <SectionSpinner label="Loading the day's events" />
          ) : events.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">{CALENDAR_MESSAGES.noEvents}</p>
          ) : (
            <ul className="space-y-3" aria-label="Events">
              {events.map((e) => (
                <li key={e.id} className="flex items-start gap-3 rounded-lg border border-slate-200 p-3" data-event={e.id}>
                  <span
                    aria-hidden="true"
                    className={cn('mt-1 size-3 shrink-0 rounded-full', e.requestStatus === 'pending' && PENDING_PULSE)}
                    style={{ backgroundColor: eventColor(e) }}
                  />
                  <div className="min-w-0 flex-1 space-y-1">
                    <p className="font-medium break-words text-slate-900">{e.title}</p>
                    {e.requestStatus && <Badge variant={STATUS_BADGE[e.requestStatus]}>{STATUS_LABEL[e.requestStatus]}</Badge>}
                    {e.declineReason && <p className="text-sm break-words text-slate-700">Reason: {e.declineReason}</p>}
                    {e.description && <p className="text-sm break-words whitespace-pre-line text-slate-700">{e.description}</p>}
                  </div>
                  {e.deletable && (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Delete ${e.title}`}
                      loading={remove.isPending && remove.variables === e.id}
                      onClick={() => void onDelete(e)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {list.hasNextPage && <LoadMorePager list={list} shown={events.length} total={null} noun={['event', 'events']} />}
          <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Close</Button>
            </DialogClose>
            <Button onClick={() => onAddEvent(day)}>
              <Plus aria-hidden="true" />
              Add event
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

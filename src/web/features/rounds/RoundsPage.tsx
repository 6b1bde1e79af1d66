/**
 * /rounds (issue 24 item 4, decision 0199): the day's round for staff who run collections. Choose a day
 * (tomorrow first); the stops in the round's order with their window, kind, property and postcode, a late
 * warning, and 'Open in Maps' for the leg to each. Those who plan work reorder it by dragging a stop's
 * handle (mouse, touch, keyboard) or with its Up and Down buttons; each change is saved at once. 'Print run
 * sheet' prints the list on one A4 page (RunSheet, the print stylesheet).
 */
import { useState } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  closestCenter,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { ArrowDown, ArrowUp, Clock, GripVertical, MapPinned, Printer, Route, TriangleAlert } from 'lucide-react';
import { canReorderRounds } from '@shared/domain/abilities';
import { STOP_KIND_LABELS } from '@shared/domain/round-stops';
import type { TDayRound, TRoundStop } from '@shared/schemas/rounds';
import { Alert, Badge, Button, EmptyState, Input, Label, PageHeader, SectionSpinner, type BadgeVariant } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { useSubject } from '@web/lib/session';
import { moveKey, roundDays } from './round-list';
import { shortDayLabel } from '@shared/domain/calendar';
import { RunSheet } from './RunSheet';
import { useDayRound, useReorderRound } from './use-day-round';

const KIND_BADGE: Record<TRoundStop['kind'], BadgeVariant> = { collect: 'warning', deliver: 'brand', return: 'success', request: 'purple' };

export const METHOD_TEXT: Record<TDayRound['method'], string> = {
  drive: 'Ordered by shortest drive',
  district: 'Ordered by postcode district',
  manual: 'Order set by staff',
};

export default function RoundsPage() {
  const [{ today, tomorrow, last }] = useState(() => roundDays(new Date()));
  const [day, setDay] = useState(tomorrow);
  const round = useDayRound(day);
  const reorder = useReorderRound(day);
  const canReorder = canReorderRounds(useSubject());

  const save = (keys: string[]) => {
    if (!round.data || reorder.isPending) return;
    reorder.mutate({ keys, version: round.data.version });
  };

  let body;
  if (round.isError)
    body = (
      <Alert variant="error" title="The round could not be loaded">
        {errorMessage(round.error, 'Please try again.')}
      </Alert>
    );
  else if (!round.data) body = <SectionSpinner label="Loading the round" />;
  else if (round.data.stops.length === 0)
    body = (
      <EmptyState
        icon={Route}
        title="No stops on this day"
        description="Collections due, bags to deliver or return, and accepted requests for the day appear here."
      />
    );
  else body = <StopList round={round.data} canReorder={canReorder} busy={reorder.isPending} onSave={save} />;

  return (
    <>
      <PageHeader
        title="Rounds"
        description="Every stop of the day in driving order, with the time between the guests leaving and the next arriving."
        actions={
          <Button variant="outline" onClick={() => window.print()} disabled={!round.data || round.data.stops.length === 0}>
            <Printer aria-hidden="true" className="size-4" />
            Print run sheet
          </Button>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3 print:hidden">
        <div className="space-y-1">
          <Label htmlFor="round-day">Day</Label>
          <Input
            id="round-day"
            type="date"
            min={today}
            max={last}
            value={day}
            onChange={(e) => e.target.value && setDay(e.target.value)}
            className="w-44"
          />
        </div>
        <div className="flex gap-2">
          <Button variant={day === today ? 'secondary' : 'ghost'} size="sm" onClick={() => setDay(today)}>
            Today
          </Button>
          <Button variant={day === tomorrow ? 'secondary' : 'ghost'} size="sm" onClick={() => setDay(tomorrow)}>
            Tomorrow
          </Button>
        </div>
        {round.data && round.data.stops.length > 0 && <RoundSummary round={round.data} />}
      </div>
      {reorder.isError && (
        <Alert variant="error" title="The order was not saved" className="mb-4 print:hidden">
          {errorMessage(reorder.error, 'Please try again.')}
        </Alert>
      )}
      <div className="print:hidden">{body}</div>
      {round.data && <RunSheet round={round.data} dayText={shortDayLabel(day)} />}
    </>
  );
}

function RoundSummary({ round }: { round: TDayRound }) {
  const late = round.stops.filter((s) => s.late).length;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600" aria-live="polite">
      <span>
        {round.stops.length} {round.stops.length === 1 ? 'stop' : 'stops'}
      </span>
      <span>{METHOD_TEXT[round.method]}</span>
      {round.km !== null && <span>about {round.km} km</span>}
      {round.start && <span>from {round.start}</span>}
      {late > 0 && <span className="font-medium text-red-700">{late} late</span>}
    </p>
  );
}

function StopList({ round, canReorder, busy, onSave }: { round: TDayRound; canReorder: boolean; busy: boolean; onSave: (keys: string[]) => void }) {
  const [dragged, setDragged] = useState<TRoundStop | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor),
  );
  const keys = round.stops.map((s) => s.key);
  const move = (from: number, to: number) => {
    const next = moveKey(keys, from, to);
    if (next.some((k, i) => k !== keys[i])) onSave(next);
  };
  const nameOf = (id: unknown) => round.stops.find((s) => s.key === id)?.propertyName ?? 'Stop';
  const positionOf = (id: unknown) => keys.indexOf(String(id)) + 1;

  return (
    <>
      {round.more && (
        <Alert variant="warning" title="Not every stop is shown" className="mb-4">
          This day has more stops of one kind than a round lists; the longest waiting are shown.
        </Alert>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={{
          screenReaderInstructions: {
            draggable:
              'To move this stop, press Space or Enter to pick it up, the arrow keys to move it, then Space or Enter to drop it. Press Escape to cancel.',
          },
          announcements: {
            onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, stop ${positionOf(active.id)}.`,
            onDragOver: ({ active, over }) =>
              over ? `${nameOf(active.id)} is over stop ${positionOf(over.id)}.` : `${nameOf(active.id)} is not over a stop.`,
            onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} moved to stop ${positionOf(over.id)}.` : `${nameOf(active.id)} put back.`),
            onDragCancel: ({ active }) => `${nameOf(active.id)} put back.`,
          },
        }}
        onDragStart={(e) => setDragged(round.stops.find((s) => s.key === e.active.id) ?? null)}
        onDragCancel={() => setDragged(null)}
        onDragEnd={(e) => {
          setDragged(null);
          if (e.over) move(keys.indexOf(String(e.active.id)), keys.indexOf(String(e.over.id)));
        }}
      >
        <ol className="space-y-2" aria-label="Stops in order">
          {round.stops.map((stop, i) => (
            <StopRow key={stop.key} stop={stop} index={i} count={round.stops.length} canReorder={canReorder} busy={busy} onMove={move} />
          ))}
        </ol>
        <DragOverlay dropAnimation={null}>{dragged ? <StopCard stop={dragged} index={keys.indexOf(dragged.key)} overlay /> : null}</DragOverlay>
      </DndContext>
    </>
  );
}

function StopRow({
  stop,
  index,
  count,
  canReorder,
  busy,
  onMove,
}: {
  stop: TRoundStop;
  index: number;
  count: number;
  canReorder: boolean;
  busy: boolean;
  onMove: (from: number, to: number) => void;
}) {
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({ id: stop.key, disabled: !canReorder || busy });
  const { setNodeRef: setDropRef, isOver } = useDroppable({ id: stop.key, disabled: !canReorder });
  return (
    <li
      ref={(node) => {
        setNodeRef(node);
        setDropRef(node);
      }}
      data-stop-key={stop.key}
      aria-label={`Stop ${index + 1}: ${stop.propertyName}`}
      className={cn('rounded-xl', isOver && !isDragging && 'ring-2 ring-brand-500 ring-offset-2')}
    >
      <StopCard
        stop={stop}
        index={index}
        dragging={isDragging}
        handle={
          canReorder && (
            <button
              type="button"
              ref={setActivatorNodeRef}
              {...attributes}
              {...listeners}
              aria-label={`Drag ${stop.propertyName} to another place in the round`}
              className="inline-flex size-11 shrink-0 touch-none items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 md:size-9"
            >
              <GripVertical aria-hidden="true" className="size-5" />
            </button>
          )
        }
        actions={
          canReorder && (
            <>
              <Button
                variant="outline"
                size="icon"
                aria-label={`Move ${stop.propertyName} up`}
                disabled={busy || index === 0}
                onClick={() => onMove(index, index - 1)}
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </Button>
              <Button
                variant="outline"
                size="icon"
                aria-label={`Move ${stop.propertyName} down`}
                disabled={busy || index === count - 1}
                onClick={() => onMove(index, index + 1)}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </Button>
            </>
          )
        }
      />
    </li>
  );
}

function StopCard({
  stop,
  index,
  handle,
  actions,
  dragging,
  overlay,
}: {
  stop: TRoundStop;
  index: number;
  handle?: React.ReactNode;
  actions?: React.ReactNode;
  dragging?: boolean;
  overlay?: boolean;
}) {
  return (
    <div
      className={cn(
        'flex items-start gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:gap-3 sm:p-4',
        stop.late && 'border-red-300',
        dragging && 'opacity-40',
        overlay && 'shadow-lg ring-2 ring-brand-500',
      )}
    >
      <span
        className="mt-1 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-slate-900 text-sm font-semibold text-white tabular-nums"
        aria-hidden="true"
      >
        {index + 1}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Badge variant={KIND_BADGE[stop.kind]}>{STOP_KIND_LABELS[stop.kind]}</Badge>
          <span className="inline-flex items-center gap-1 text-sm text-slate-700">
            <Clock aria-hidden="true" className="size-3.5" />
            {stop.windowText}
          </span>
          {stop.late && (
            <span className="inline-flex items-center gap-1 text-sm font-medium text-red-700">
              <TriangleAlert aria-hidden="true" className="size-3.5" />
              Late
            </span>
          )}
        </div>
        <p className="mt-1 font-medium [overflow-wrap:anywhere] text-slate-900">{stop.propertyName}</p>
        <p className="text-sm [overflow-wrap:anywhere] text-slate-600">
          {stop.postcode ?? 'No postcode'}
          {stop.clientName && ` · ${stop.clientName}`}
        </p>
        {stop.notes && <p className="mt-1 text-sm [overflow-wrap:anywhere] text-slate-700">{stop.notes}</p>}
        <div className="mt-2 flex flex-wrap items-center gap-2">
          {stop.mapUrl && (
            <a
              href={stop.mapUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-9 items-center gap-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
              aria-label={`Open the drive to ${stop.propertyName} in Maps`}
            >
              <MapPinned aria-hidden="true" className="size-4" />
              Open in Maps
            </a>
          )}
          {actions && <div className="ml-auto flex gap-2">{actions}</div>}
        </div>
      </div>
      {handle}
    </div>
  );
}

/**
 * 'Add event': the one form of a calendar event. Title (trimmed) and date are required: a missing one
 * shows the spec's alert 'Please enter an event title' above the form (docs/product.md §2.5), the field hints
 * beside it; optional description, a colour (default #3b82f6). Validated by the same
 * zod schema as the server; anything else that fails says 'Failed to add event. Please try again.'.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { CALENDAR_MESSAGES as M, DEFAULT_EVENT_COLOR } from '@shared/domain/calendar';
import { ZCreateCalendarEvent, type TCreateCalendarEvent } from '@shared/schemas/requests';
import { Alert, Button, Dialog, DialogActions, Field, Input, Textarea } from '@web/components/ui';
import { isApiError } from '@web/lib/api';
import { applyServerIssues } from '@web/lib/form-errors';
import { useCreateEvent } from './use-create-event';
import type { z } from 'zod';

export interface EventFormDialogProps {
  /** The day to prefill; null when closed. */
  day: string | null;
  onOpenChange: (open: boolean) => void;
}

export function EventFormDialog({ day, onOpenChange }: EventFormDialogProps) {
  return (
    <Dialog open={day !== null} onOpenChange={onOpenChange} title="Add event" description="Add an event to the calendar.">
      {day !== null && <EventForm day={day} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function EventForm({ day, onDone }: { day: string; onDone: () => void }) {
  const create = useCreateEvent();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<TCreateCalendarEvent, unknown, z.output<typeof ZCreateCalendarEvent>>({
    resolver: zodResolver(ZCreateCalendarEvent),
    defaultValues: { title: '', date: day, description: '', color: DEFAULT_EVENT_COLOR },
  });
  const { errors, isSubmitting } = form.formState;

  // A missing title or date: the spec's alert, whichever of the two is missing.
  const onSubmit = form.handleSubmit(
    async (values) => {
      setBanner(null);
      try {
        await create.mutateAsync({ ...values, description: values.description ?? null });
        toast.success('Event added');
        onDone();
      } catch (error) {
        if (!applyServerIssues(error, form.setError)) setBanner(M.addFailed);
        else if (isApiError(error) && error.issues?.some((i) => i.path === 'title' || i.path === 'date')) setBanner(M.titleRequired);
      }
    },
    (invalid) => setBanner(invalid.title || invalid.date ? M.titleRequired : null),
  );

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      {banner && <Alert variant="error">{banner}</Alert>}
      <Field label="Title" required error={errors.title?.message}>
        <Input autoComplete="off" {...form.register('title')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
        <Field label="Date" required error={errors.date?.message}>
          <Input type="date" {...form.register('date')} />
        </Field>
        <Field label="Colour" error={errors.color?.message}>
          <Input type="color" className="h-11 w-full cursor-pointer p-1 sm:w-24 md:h-10" {...form.register('color')} />
        </Field>
      </div>
      <Field label="Description" error={errors.description?.message}>
        <Textarea rows={3} {...form.register('description')} />
      </Field>
      <DialogActions busy={isSubmitting}>
        <Button type="submit" loading={isSubmitting} loadingText="Adding...">
          Add event
        </Button>
      </DialogActions>
    </form>
  );
}

/**
 * Card details (docs/product.md §2.2, §2.5 'Card details'): status, dates, notes, billing tags, the property's
 * linen inventory and the history. The damages and missing section shows only with
 * kanban_record_damages; editing needs kanban_edit. 'Failed to update card' in the red banner. With
 * kanban_delete, Delete removes the card from the board after a confirmation (history and charges kept).
 */
import { canDeleteCards, canEditCards, canRecordDamages } from '@shared/domain/abilities';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { z } from 'zod';
import { ClipboardPlus, Trash2 } from 'lucide-react';
import { LINEN_MESSAGES as M, LINEN_STATUS_LABELS, readableNotes } from '@shared/domain/linen';
import { formatPence } from '@shared/domain/money';
import { formatDate, formatDateTime } from '@shared/format-dates';
import { ZUpdateLinenCard, type TCardDetails, type TUpdateLinenCard } from '@shared/schemas/linen';
import { Alert, Badge, Button, ConfirmDialog, Dialog, Field, Input, SectionSpinner, Textarea } from '@web/components/ui';
import { useSubject } from '@web/lib/session';
import { ApiError, errorMessage } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { InventoryLines } from '../properties/InventoryLines';
import { cardDaysText } from './board-filter';
import { CardHistory } from './CardHistory';
import { STATUS_STYLES } from './status-style';
import { useCardDetails } from './use-card-details';
import { useRemoveCard } from './use-remove-card';
import { useUpdateCard } from './use-update-card';

export interface CardDetailsDialogProps {
  /** The card to show; null closes the dialog. */
  cardId: string | null;
  /** The property name shown while the card loads. */
  title?: string;
  onClose: () => void;
  onRecordDamages: (card: TCardDetails) => void;
}

export function CardDetailsDialog({ cardId, title, onClose, onRecordDamages }: CardDetailsDialogProps) {
  const details = useCardDetails(cardId);
  const card = details.data;
  return (
    <Dialog
      open={cardId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={card?.propertyName ?? title ?? 'Linen card'}
      description={card ? `Linen card for ${card.clientName}` : undefined}
      size="lg"
    >
      {details.isPending ? (
        <SectionSpinner label="Loading card" />
      ) : details.isError || !card ? (
        <Alert variant="error">{errorMessage(details.error)}</Alert>
      ) : (
        <>
          <CardDetailsBody key={card.updatedAt} card={card} onRecordDamages={() => onRecordDamages(card)} />
          <RemoveCard card={card} onRemoved={onClose} />
        </>
      )}
    </Dialog>
  );
}

/** Delete (kanban_delete), behind a confirmation that says what happens; not shown for a card already removed. */
function RemoveCard({ card, onRemoved }: { card: TCardDetails; onRemoved: () => void }) {
  const who = useSubject();
  const remove = useRemoveCard();
  const [confirming, setConfirming] = useState(false);
  if (!canDeleteCards(who) || card.archived) return null;
  const onConfirm = async () => {
    try {
      const result = await remove.mutateAsync(card.id);
      toast.success(result.outcome === 'archived' ? M.cardArchived(card.propertyName) : M.cardDeleted(card.propertyName));
      onRemoved();
    } catch (error) {
      // A refusal the server explains (already removed, not allowed) shows as it is; anything else plainly.
      throw error instanceof ApiError && error.status < 500 ? error : new ApiError(500, 'remove_failed', M.removeFailed);
    }
  };
  return (
    <div className="mt-6 flex justify-end border-t border-slate-200 pt-4">
      <Button variant="outline" className="border-red-200! text-red-700! hover:bg-red-50!" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={onConfirm}
        title="Delete this linen card?"
        description={M.removeConfirm(card.propertyName)}
        confirmLabel="Delete card"
        destructive
      />
    </div>
  );
}

function Item({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

const ZForm = z.object(ZUpdateLinenCard.shape);
type FormIn = z.input<typeof ZForm>;
type FormOut = z.output<typeof ZForm>;

function CardDetailsBody({ card, onRecordDamages }: { card: TCardDetails; onRecordDamages: () => void }) {
  const who = useSubject();
  const canEdit = canEditCards(who);
  const canDamages = canRecordDamages(who);
  const update = useUpdateCard();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(ZForm),
    defaultValues: {
      notes: card.notes ?? '',
      billingTags: card.billingTags.join(', '),
      damagesCount: card.damagesCount,
      missingCount: card.missingCount,
      damageNotes: card.damageNotes ?? '',
    },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setBanner(null);
    const body: TUpdateLinenCard = {
      notes: values.notes,
      billingTags: values.billingTags,
      ...(canDamages && { damagesCount: values.damagesCount, missingCount: values.missingCount, damageNotes: values.damageNotes }),
    };
    try {
      await update.mutateAsync({ id: card.id, body });
      toast.success('Card updated');
    } catch (error) {
      const issues = error instanceof ApiError && error.status === 422 ? (error.issues ?? []) : [];
      const known = issues.filter((i) => i.path in ZForm.shape);
      for (const issue of known) form.setError(issue.path as keyof FormIn, { type: 'server', message: issue.message });
      setBanner(M.updateFailed);
    }
  });

  return (
    <div className="space-y-6">
      {banner && <Alert variant="error">{banner}</Alert>}
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Item label="Status">
          <span className="inline-flex items-center gap-2">
            <span aria-hidden="true" className={cn('size-2.5 rounded-full', STATUS_STYLES[card.status].dot)} />
            {LINEN_STATUS_LABELS[card.status]}
          </span>
          {(card.overBeds || card.overTransit) && (
            <Badge variant="danger" className="mt-1">
              Overdue
            </Badge>
          )}
        </Item>
        <Item label="Days">{cardDaysText(card)}</Item>
        <Item label="Cleaning team">{card.cleaningTeamName ?? '—'}</Item>
        <Item label="On beds since">{formatDate(card.onBedsSince)}</Item>
        <Item label="In transit since">{formatDate(card.transitSince)}</Item>
        <Item label="Last changeover">{formatDate(card.lastChangeoverDate)}</Item>
        <Item label="Address">{card.propertyAddress || '—'}</Item>
        <Item label="Created">{formatDateTime(card.createdAt)}</Item>
        <Item label="Updated">{formatDateTime(card.updatedAt)}</Item>
        <Item label="Linen inventory" className="col-span-2 sm:col-span-3">
          <InventoryLines inventory={card.linenInventory} />
        </Item>
      </dl>

      {canEdit ? (
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
          <Field label="Notes" error={errors.notes?.message}>
            <Textarea rows={3} {...form.register('notes')} />
          </Field>
          <Field label="Billing tags" hint="Separate tags with commas." error={errors.billingTags?.message}>
            <Input autoComplete="off" {...form.register('billingTags')} />
          </Field>
          {canDamages && (
            <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
              <legend className="px-1 text-sm font-semibold text-slate-900">Damages and missing</legend>
              <div className="grid grid-cols-2 gap-4">
                <Field label="Damaged items" error={errors.damagesCount?.message}>
                  <Input type="number" inputMode="numeric" min={0} step={1} {...form.register('damagesCount', { valueAsNumber: true })} />
                </Field>
                <Field label="Missing items" error={errors.missingCount?.message}>
                  <Input type="number" inputMode="numeric" min={0} step={1} {...form.register('missingCount', { valueAsNumber: true })} />
                </Field>
              </div>
              <Field label="Damage notes" error={errors.damageNotes?.message}>
                <Textarea rows={2} {...form.register('damageNotes')} />
              </Field>
            </fieldset>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {canDamages && (
              <Button variant="outline" onClick={onRecordDamages}>
                <ClipboardPlus aria-hidden="true" />
                Record damages
              </Button>
            )}
            <Button type="submit" disabled={!isDirty} loading={isSubmitting} loadingText="Saving...">
              Save changes
            </Button>
          </div>
        </form>
      ) : (
        <div className="space-y-4">
          <dl className="grid grid-cols-2 gap-4">
            <Item label="Notes">{readableNotes(card.notes ?? '') || '—'}</Item>
            <Item label="Billing tags">{card.billingTags.length ? card.billingTags.join(', ') : '—'}</Item>
          </dl>
          {canDamages && (
            <section aria-label="Damages and missing" className="space-y-3 rounded-lg border border-slate-200 p-4">
              <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
                <Item label="Damaged items">{card.damagesCount}</Item>
                <Item label="Missing items">{card.missingCount}</Item>
                <Item label="Damage notes">{card.damageNotes || '—'}</Item>
              </dl>
              <Button variant="outline" onClick={onRecordDamages}>
                <ClipboardPlus aria-hidden="true" />
                Record damages
              </Button>
            </section>
          )}
        </div>
      )}

      {canDamages && card.damages.length > 0 && (
        <section aria-labelledby="card-damages-heading" className="space-y-2">
          <h3 id="card-damages-heading" className="text-sm font-semibold text-slate-900">
            Recorded damages
          </h3>
          <ul className="space-y-2">
            {card.damages.map((d) => (
              <li key={d.id} className="rounded-lg border border-slate-200 px-3 py-2 text-sm">
                <p className="font-medium text-slate-900">
                  {d.productName ?? 'Item'}
                  {d.itemSku && <span className="font-normal text-slate-600"> · {d.itemSku}</span>}
                </p>
                <p className="text-slate-700">
                  {d.damagesCount} damaged, {d.missingCount} missing · {formatPence(d.unitPricePence)} each · {formatDateTime(d.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}

      <CardHistory events={card.history} />
    </div>
  );
}

/**
 * 'Print bag labels': choose bags (one per property's linen card) with checkboxes or Select all, then
 * download the PDF sheet of QR labels. Exported for the board too (pass the cards to preselect).
 */
import { useMemo, useState } from 'react';
import { Download } from 'lucide-react';
import { BAG_MESSAGES } from '@shared/domain/bag-exchange';
import { LINEN_STATUS_LABELS } from '@shared/domain/linen';
import { Alert, Button, Checkbox, Dialog, Field, SearchInput, SectionSpinner } from '@web/components/ui';
import { errorMessage } from '@web/lib/api';
import { usePrintLabels } from './use-print-labels';
import { useBagCards } from './use-bag-cards';

export interface PrintLabelsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Card ids chosen when the dialog opens (default none). */
  initialSelection?: string[];
}

export function PrintLabelsDialog(props: PrintLabelsDialogProps) {
  // Mounted only while open, so every opening starts from the initial selection.
  return props.open ? <OpenPrintLabelsDialog {...props} /> : null;
}

function OpenPrintLabelsDialog({ onOpenChange, initialSelection }: PrintLabelsDialogProps) {
  const cards = useBagCards();
  const print = usePrintLabels();
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(initialSelection));
  const [search, setSearch] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const visible = useMemo(() => {
    const q = search.trim().toLowerCase();
    const all = cards.data ?? [];
    return q ? all.filter((c) => `${c.propertyName} ${c.clientName} ${c.propertyAddress ?? ''}`.toLowerCase().includes(q)) : all;
  }, [cards.data, search]);

  const visibleChosen = visible.filter((c) => chosen.has(c.id)).length;
  const allState: boolean | 'indeterminate' =
    visible.length > 0 && visibleChosen === visible.length ? true : visibleChosen > 0 ? 'indeterminate' : false;

  const toggle = (id: string, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const toggleAll = (on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      for (const c of visible) {
        if (on) next.add(c.id);
        else next.delete(c.id);
      }
      return next;
    });

  const download = () => {
    if (chosen.size === 0) {
      setProblem(BAG_MESSAGES.chooseCards);
      return;
    }
    setProblem(null);
    print.mutate([...chosen], { onError: (error) => setProblem(errorMessage(error, BAG_MESSAGES.labelsFailed)) });
  };

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title="Print bag labels"
      description="Choose the bags to label. Each label has a QR code couriers scan, and the bag's code to type."
      size="md"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button onClick={download} loading={print.isPending} loadingText="Making the labels…" disabled={!cards.data}>
            <Download aria-hidden="true" />
            Download PDF ({chosen.size} {chosen.size === 1 ? 'label' : 'labels'})
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        {problem && <Alert variant="error">{problem}</Alert>}
        {print.isSuccess && <Alert variant="success">The labels were downloaded: print them on A4 (24 labels a sheet, 70 × 37 mm).</Alert>}
        {cards.isPending && <SectionSpinner label="Loading bags" />}
        {cards.isError && <Alert variant="error">{errorMessage(cards.error, 'Failed to load the bags')}</Alert>}
        {cards.data && (
          <>
            <Field label="Search properties" hideLabel>
              <SearchInput placeholder="Search properties" value={search} onChange={(e) => setSearch(e.target.value)} />
            </Field>
            {visible.length === 0 ? (
              <p className="py-6 text-center text-sm text-slate-600">
                {cards.data.length === 0 ? 'No bags on the board yet.' : 'No properties match your search.'}
              </p>
            ) : (
              <>
                <Checkbox
                  label={`Select all (${visible.length})`}
                  checked={allState}
                  onCheckedChange={(v) => toggleAll(v === true)}
                  className="border-b border-slate-200"
                />
                <ul className="max-h-[45dvh] overflow-y-auto" aria-label="Bags">
                  {visible.map((card) => (
                    <li key={card.id}>
                      <Checkbox
                        label={card.propertyName}
                        description={`${card.clientName} · ${LINEN_STATUS_LABELS[card.status]}`}
                        checked={chosen.has(card.id)}
                        onCheckedChange={(v) => toggle(card.id, v === true)}
                      />
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}

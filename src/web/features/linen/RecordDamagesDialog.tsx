/**
 * 'Record Damages' (docs/product.md §2.5 'Record damages'): rows of linen item (with SKU; the property's inventory
 * first, each at its replacement price, decision 0163), damaged and missing
 * quantities and unit price in pounds; picking a product fills its name and price; row total =
 * (damaged + missing) × unit price. Rows are added freely and removed while more than one remains.
 * Each row may take up to 5 photos (the phone's camera): they are uploaded to the record the row makes
 * once the save returns its id (issue 10 item 4).
 */
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Plus, Trash2 } from 'lucide-react';
import { LINEN_MESSAGES as M } from '@shared/domain/linen';
import { DAMAGE_ROW_TOO_LARGE, isRowWithinLimit, rowsToSave, rowTotal, rowsTotal } from '@shared/domain/damage-rows';
import { DAMAGE_PHOTOS_MAX, damagePhotoFileProblem } from '@shared/domain/damages';
import { formatPence, penceToPoundsText, poundsToPence } from '@shared/domain/money';
import type { TBoardCard, TDamageProduct } from '@shared/schemas/linen';
import { Alert, Button, Dialog, DialogActions, Field, Input, SectionSpinner, Select, Textarea } from '@web/components/ui';
import { PhotoPicker } from '@web/features/damages/PhotoPicker';
import { uploadDamagePhoto } from '@web/features/damages/use-damages';
import { errorMessage } from '@web/lib/api';
import { useDamageProducts } from './use-damage-products';
import { useRecordDamages } from './use-record-damages';

export interface RecordDamagesDialogProps {
  /** The card to record against; null closes the dialog. */
  card: Pick<TBoardCard, 'id' | 'propertyName'> | null;
  onClose: () => void;
}

export function RecordDamagesDialog({ card, onClose }: RecordDamagesDialogProps) {
  return (
    <Dialog
      open={card !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Record Damages"
      description={card ? `Damaged or missing items at ${card.propertyName}.` : undefined}
      size="lg"
    >
      {card && <DamagesLoader card={card} onClose={onClose} />}
    </Dialog>
  );
}

function DamagesLoader({ card, onClose }: { card: Pick<TBoardCard, 'id' | 'propertyName'>; onClose: () => void }) {
  const products = useDamageProducts(card.id);
  if (products.isPending) return <SectionSpinner label="Loading products" />;
  return <DamagesForm card={card} products={products.data ?? []} productsFailed={products.isError} onClose={onClose} />;
}

interface FormRow {
  id: number;
  productKey: string;
  productName: string;
  damagedQuantity: number;
  missingQuantity: number;
  /** As typed, in pounds. */
  unitPrice: string;
  /** Photos to attach to the record this row makes. */
  photos: File[];
}

let nextRowId = 1;
const emptyRow = (): FormRow => ({ id: nextRowId++, productKey: '', productName: '', damagedQuantity: 0, missingQuantity: 0, unitPrice: '0.00', photos: [] });

/** Quantities are whole numbers of at least 0; anything else becomes 0 (docs/product.md §2.5). */
function toQuantity(text: string): number {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

const toRow = (r: FormRow) => ({
  productKey: r.productKey,
  productName: r.productName,
  damagedQuantity: r.damagedQuantity,
  missingQuantity: r.missingQuantity,
  unitPricePence: poundsToPence(r.unitPrice),
});

/** Uploads each record's photos after the save; a refused photo is reported, the rest still go. */
async function uploadPhotos(records: { id: string; photos: File[] }[]) {
  let sent = 0;
  for (const record of records) {
    for (const file of record.photos) {
      try {
        await uploadDamagePhoto(record.id, file);
        sent++;
      } catch (error) {
        toast.error(`${file.name}: ${errorMessage(error, 'Failed to upload the photo')}`);
      }
    }
  }
  if (sent > 0) toast.success(`${sent} photo${sent === 1 ? '' : 's'} attached`);
}

function DamagesForm({
  card,
  products,
  productsFailed,
  onClose,
}: {
  card: Pick<TBoardCard, 'id' | 'propertyName'>;
  products: TDamageProduct[];
  productsFailed: boolean;
  onClose: () => void;
}) {
  const record = useRecordDamages();
  const [rows, setRows] = useState<FormRow[]>(() => [emptyRow()]);
  const [notes, setNotes] = useState('');
  const [banner, setBanner] = useState<string | null>(null);

  const change = (id: number, patch: Partial<FormRow>) => setRows((all) => all.map((r) => (r.id === id ? { ...r, ...patch } : r)));
  const pick = (id: number, key: string) => {
    const product = products.find((p) => p.key === key);
    change(id, { productKey: key, productName: product?.name ?? '', unitPrice: penceToPoundsText(product?.unitPricePence ?? 0) });
  };

  function save() {
    setBanner(null);
    const checked = rowsToSave(rows.map((r) => ({ ...toRow(r), photos: r.photos })));
    if ('error' in checked) {
      setBanner(checked.error);
      return;
    }
    record.mutate(
      { id: card.id, rows: checked.rows.map(({ photos: _photos, ...row }) => row), notes: notes.trim() || null },
      {
        onSuccess: ({ activities }) => {
          toast.success(M.damageRecorded, { duration: 3000 });
          // The records come back in the order of the rows sent.
          void uploadPhotos(activities.map((a, i) => ({ id: a.id, photos: checked.rows[i]?.photos ?? [] })));
          onClose();
        },
        onError: () => setBanner(M.recordDamagesFailed),
      },
    );
  }

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      {banner && <Alert variant="error">{banner}</Alert>}
      {productsFailed && <Alert variant="warning">Linen items could not be loaded. Please try again.</Alert>}
      <ol className="space-y-3">
        {rows.map((row, index) => (
          <DamageRowFields
            key={row.id}
            row={row}
            index={index}
            products={products}
            propertyName={card.propertyName}
            canRemove={rows.length > 1}
            onPick={(key) => pick(row.id, key)}
            onChange={(patch) => change(row.id, patch)}
            onRemove={() => setRows((all) => (all.length > 1 ? all.filter((r) => r.id !== row.id) : all))}
          />
        ))}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="outline" onClick={() => setRows((all) => [...all, emptyRow()])}>
          <Plus aria-hidden="true" />
          Add row
        </Button>
        <p className="text-sm font-semibold text-slate-900" aria-live="polite">
          Total: {formatPence(rowsTotal(rows.map(toRow)))}
        </p>
      </div>
      <Field label="Notes">
        <Textarea rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </Field>
      <DialogActions busy={record.isPending}>
        <Button type="submit" loading={record.isPending} loadingText="Saving...">
          Save damages
        </Button>
      </DialogActions>
    </form>
  );
}

function DamageRowFields({
  row,
  index,
  products,
  propertyName,
  canRemove,
  onPick,
  onChange,
  onRemove,
}: {
  row: FormRow;
  index: number;
  products: TDamageProduct[];
  propertyName: string;
  canRemove: boolean;
  onPick: (key: string) => void;
  onChange: (patch: Partial<FormRow>) => void;
  onRemove: () => void;
}) {
  const legendId = useId();
  return (
    <li>
      <fieldset aria-labelledby={legendId} className="space-y-3 rounded-lg border border-slate-200 p-3">
        <div className="flex items-center justify-between gap-2">
          <p id={legendId} className="text-sm font-semibold text-slate-900">
            Item {index + 1}
          </p>
          {canRemove && (
            <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove item ${index + 1}`}>
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          )}
        </div>
        <Field label="Product">
          <Select placeholder="Select a product" value={row.productKey} onChange={(e) => onPick(e.target.value)}>
            <ItemGroup label={`Linen at ${propertyName}`} items={products.filter((p) => p.atProperty)} />
            <ItemGroup label={products.some((p) => p.atProperty) ? 'Other linen' : 'Linen'} items={products.filter((p) => !p.atProperty)} />
          </Select>
        </Field>
        <div className="grid grid-cols-3 gap-3">
          <QuantityField label="Damaged" value={row.damagedQuantity} onChange={(damagedQuantity) => onChange({ damagedQuantity })} />
          <QuantityField label="Missing" value={row.missingQuantity} onChange={(missingQuantity) => onChange({ missingQuantity })} />
          <Field label="Unit price (£)">
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={row.unitPrice}
              onChange={(e) => onChange({ unitPrice: e.target.value })}
              onBlur={() => onChange({ unitPrice: penceToPoundsText(poundsToPence(row.unitPrice)) })}
            />
          </Field>
        </div>
        <RowPhotos photos={row.photos} index={index} onChange={(photos) => onChange({ photos })} />
        <p className="text-right text-sm text-slate-700">
          Row total: <span className="font-semibold text-slate-900">{formatPence(rowTotal(toRow(row)))}</span>
        </p>
        {!isRowWithinLimit(toRow(row)) && (
          <p role="alert" className="text-right text-sm text-red-700">
            {DAMAGE_ROW_TOO_LARGE}
          </p>
        )}
      </fieldset>
    </li>
  );
}

/** One group of the item list: each item with its SKU and replacement price; nothing when the group is empty. */
function ItemGroup({ label, items }: { label: string; items: TDamageProduct[] }) {
  if (items.length === 0) return null;
  return (
    <optgroup label={label}>
      {items.map((p) => (
        <option key={p.key} value={p.key}>
          {`${p.name} (${p.unitPricePence > 0 ? formatPence(p.unitPricePence) : 'no price'} · SKU ${p.sku})`}
        </option>
      ))}
    </optgroup>
  );
}

/** A whole-number count of items (damaged or missing) in a damage row. */
function QuantityField({ label, value, onChange }: { label: string; value: number; onChange: (value: number) => void }) {
  return (
    <Field label={label}>
      <Input type="number" inputMode="numeric" min={0} step={1} value={value} onChange={(e) => onChange(toQuantity(e.target.value))} />
    </Field>
  );
}

/** The photos chosen for a row (up to 5), with the camera picker and a way to drop one. */
function RowPhotos({ photos, index, onChange }: { photos: File[]; index: number; onChange: (photos: File[]) => void }) {
  const add = (files: File[]) => {
    const images = files.filter((file) => {
      const problem = damagePhotoFileProblem(file);
      if (problem) toast.error(`${file.name}: ${problem}`);
      return !problem;
    });
    onChange([...photos, ...images].slice(0, DAMAGE_PHOTOS_MAX));
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <PhotoPicker label={`Add photos to item ${index + 1}`} multiple disabled={photos.length >= DAMAGE_PHOTOS_MAX} onPick={add} />
      {photos.map((file, i) => (
        <Button key={`${file.name}-${i}`} variant="ghost" size="sm" onClick={() => onChange(photos.filter((_, j) => j !== i))} aria-label={`Remove photo ${file.name}`}>
          <Trash2 aria-hidden="true" />
          <span className="max-w-32 truncate">{file.name}</span>
        </Button>
      ))}
    </div>
  );
}

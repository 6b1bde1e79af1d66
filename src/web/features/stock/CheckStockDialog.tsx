/** 'Check Stock': the modal 'Current On Shelf Stock', every stock item's shelf (each pillowcase size too). */
import type { ReactNode } from 'react';
import type { TShelfItem } from '@shared/schemas/stock';
import { Button, Dialog } from '@web/components/ui';
import { ShelfInput } from './ShelfInput';
import type { Drafts } from './stock-drafts';

export interface CheckStockDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: TShelfItem[];
  drafts: Drafts;
  onEdit: (item: TShelfItem, text: string) => void;
  onSave: () => void;
  saving: boolean;
  /** A refused save's message, shown above the fields. */
  notice?: ReactNode;
}

export function CheckStockDialog({ open, onOpenChange, items, drafts, onEdit, onSave, saving, notice }: CheckStockDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Current On Shelf Stock"
      description="Count what is on the shelf and enter it here. Unsaved changes also show in the table."
      size="lg"
      hideClose
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={saving} onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button loading={saving} loadingText="Saving..." onClick={onSave}>
            Save Changes
          </Button>
        </div>
      }
    >
      {notice}
      <ul className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.id}>
            <ShelfInput
              label={item.label}
              hideLabel={false}
              onShelf={item.onShelf}
              draft={drafts[item.id]}
              disabled={saving}
              onChange={(text) => onEdit(item, text)}
            />
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

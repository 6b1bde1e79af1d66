/** A property's linen inventory in words, one line per group (property details, linen card details). */
import {
  BED_SIZE_LABELS,
  BED_SIZES,
  CONSUMABLE_FLAGS,
  CONSUMABLE_LABELS,
  inventoryPieces,
  LINEN_GROUP_LABELS,
  LINEN_GROUPS,
  TOWEL_KINDS,
  TOWEL_LABELS,
  type LinenInventory,
} from '@shared/domain/properties';

export function InventoryLines({ inventory }: { inventory: LinenInventory | null }) {
  const consumables = inventory ? CONSUMABLE_FLAGS.filter((f) => inventory.consumables[f]).map((f) => CONSUMABLE_LABELS[f]) : [];
  if (!inventory || (inventoryPieces(inventory) === 0 && consumables.length === 0)) return <>Not recorded yet</>;
  const lines = [
    ...LINEN_GROUPS.map((g) => ({
      label: LINEN_GROUP_LABELS[g],
      text: BED_SIZES.filter((s) => inventory[g][s] > 0)
        .map((s) => `${inventory[g][s]} ${BED_SIZE_LABELS[s]}`)
        .join(', '),
    })),
    {
      label: 'Towels',
      text: TOWEL_KINDS.filter((k) => inventory.towels[k] > 0)
        .map((k) => `${inventory.towels[k]} ${TOWEL_LABELS[k].toLowerCase()}`)
        .join(', '),
    },
    { label: 'Consumables', text: consumables.join(', ') },
  ].filter((l) => l.text);
  return (
    <ul className="space-y-0.5">
      {lines.map((l) => (
        <li key={l.label}>
          <span className="font-medium">{l.label}:</span> {l.text}
        </li>
      ))}
    </ul>
  );
}

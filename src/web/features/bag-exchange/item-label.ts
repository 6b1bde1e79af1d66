/** A linen item's name in the courier's language ('covers.double' -> 'Duvet covers · Double'); an item it does not know, in English. */
import type { TFunction } from 'i18next';
import { inventoryItemLabel } from '@shared/domain/courier-visits';
import { BED_SIZES, LINEN_GROUPS, TOWEL_KINDS, type BedSize, type LinenGroup, type TowelKind } from '@shared/domain/properties';

const isGroup = (v: string): v is LinenGroup => (LINEN_GROUPS as readonly string[]).includes(v);
const isSize = (v: string): v is BedSize => (BED_SIZES as readonly string[]).includes(v);
const isTowel = (v: string): v is TowelKind => (TOWEL_KINDS as readonly string[]).includes(v);

export function itemLabel(t: TFunction, item: string): string {
  const [group = '', part = ''] = item.split('.');
  if (group === 'towels' && isTowel(part)) return t(`items.${part}`);
  if (isGroup(group) && isSize(part)) return t('items.bedLinen', { group: t(`items.${group}`), size: t(`items.${part}`) });
  return inventoryItemLabel(item);
}

/** What the courier visits' tests share: a signature as the phone sends it, and a property's linen inventory to count against. */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { properties } from '@server/db/schema';
import { emptyLinenInventory } from '@shared/domain/properties';
import type { TestApp } from './harness';
import { cardRow } from './linen-fixture';

/** A blank 300×120 PNG as the phone's signature pad sends it (a data URL). */
export async function signatureDataUrl(): Promise<string> {
  const png = await sharp({ create: { width: 300, height: 120, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 1 } } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** The card's property has 2 double duvet covers, 4 double pillowcases and 1 bath mat out on hire. */
export async function withInventory(t: TestApp, cardId: string): Promise<void> {
  const inventory = emptyLinenInventory();
  inventory.covers.double = 2;
  inventory.pillowcases.double = 4;
  inventory.towels.bath_mats = 1;
  await t.deps.db
    .update(properties)
    .set({ linenInventory: inventory })
    .where(eq(properties.id, (await cardRow(t, cardId)).propertyId));
}

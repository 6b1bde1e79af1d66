/** Until the postcodes feature's pointsFor lands (i24-postcodes): the points of these postcodes, by normalised postcode. */
import { inArray } from 'drizzle-orm';
import { normalisePostcode } from '@shared/domain/postcodes';
import type { LatLng } from '@shared/domain/round-order';
import type { DbOrTx } from '../../db/client';
import { postcodePoints } from '../../db/schema';

export async function pointsFor(db: DbOrTx, postcodes: readonly string[]): Promise<Map<string, LatLng>> {
  const keys = [...new Set(postcodes.map(normalisePostcode))];
  if (keys.length === 0) return new Map();
  const rows = await db.select().from(postcodePoints).where(inArray(postcodePoints.postcode, keys));
  return new Map(rows.map((r) => [r.postcode, { lat: r.lat, lng: r.lng }]));
}

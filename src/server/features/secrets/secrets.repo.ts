/** The app's own generated secrets (table app_secrets): created once, race-safely, then read. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appSecrets } from '../../db/schema';

/**
 * The stored secret of this name, generating a random one (32 bytes, base64url) on first use. Two
 * processes starting at once both insert with `on conflict do nothing` and then read the one that won.
 */
export async function storedSecret(db: DbOrTx, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  return row.value;
}

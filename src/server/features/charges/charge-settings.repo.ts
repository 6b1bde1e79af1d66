/** The provider's charge settings (issue 18), kept as one app_state row; defaults where never saved. */
import { eq } from 'drizzle-orm';
import { DEFAULT_CHARGE_SETTINGS, type ChargeSettings } from '@shared/domain/charges';
import { ZChargeSettings } from '@shared/schemas/charges';
import type { DbOrTx } from '../../db/client';
import { appState } from '../../db/schema';

const KEY = 'charge_settings';

/** The settings in force: the saved ones, each field checked, else the default. */
export async function readChargeSettings(db: DbOrTx): Promise<ChargeSettings> {
  const [row] = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, KEY));
  const parsed = ZChargeSettings.partial().safeParse(row?.value ?? {});
  return { ...DEFAULT_CHARGE_SETTINGS, ...(parsed.success ? parsed.data : {}) };
}

export async function writeChargeSettings(db: DbOrTx, settings: ChargeSettings, now: Date): Promise<void> {
  const value = { ...settings } as Record<string, unknown>;
  await db
    .insert(appState)
    .values({ key: KEY, value, updatedAt: now })
    .onConflictDoUpdate({ target: appState.key, set: { value, updatedAt: now } });
}

/**
 * The provider's charge settings (issue 18): every provider user may read them (owners read the rule
 * in force on their dashboard instead); a super admin changes them, audited with before and after.
 */
import { canReadChargeSettings, canEditChargeSettings } from '@shared/domain/abilities';
import type { ChargeSettings } from '@shared/domain/charges';
import type { TChargeSettingsBody } from '@shared/schemas/charges';
import { audit } from '../../lib/audit';
import { type AppDeps, type Caller, type RequestContext, subjectOf } from '../../lib/context';
import { forbidden } from '../../lib/errors';
import { readChargeSettings, writeChargeSettings } from './charge-settings.repo';

type Deps = Pick<AppDeps, 'db' | 'now'>;

export async function getChargeSettings(deps: Deps, caller: Caller): Promise<ChargeSettings> {
  if (!canReadChargeSettings(subjectOf(caller))) throw forbidden();
  return readChargeSettings(deps.db);
}

export async function updateChargeSettings(deps: Deps, ctx: RequestContext, input: TChargeSettingsBody): Promise<ChargeSettings> {
  if (!canEditChargeSettings(subjectOf(ctx.caller))) throw forbidden();
  return deps.db.transaction(async (tx) => {
    const before = await readChargeSettings(tx);
    const after: ChargeSettings = {
      lateChangeoverPence: input.lateChangeoverPence,
      lateChangeoverEveryDays: input.lateChangeoverEveryDays,
      latePaymentAuto: input.latePaymentAuto,
      latePaymentPence: input.latePaymentPence,
      latePaymentAfterDays: input.latePaymentAfterDays,
      missedCollectionPence: input.missedCollectionPence ?? before.missedCollectionPence,
    };
    await writeChargeSettings(tx, after, deps.now());
    await audit(tx, ctx, {
      action: 'charge_settings.update',
      entityType: 'charge_settings',
      entityId: 'charge_settings',
      details: { before, after },
    });
    return after;
  });
}

/**
 * The provider's charge settings (issue 18): every provider user may read them (owners read the rule
 * in force on their dashboard instead); a super admin changes them, audited with before and after.
 */
import { canReadChargeSettings, canEditChargeSettings } from '@shared/domain/abilities';
import type { ChargeSettings } from '@shared/domain/charges';
import type { TChargeSettings } from '@shared/schemas/charges';
import { type AppDeps, type Caller, subjectOf } from '../../lib/context';
import { forbidden } from '../../lib/errors';
import { recordAudit } from '../audit/audit.repo';
import { readChargeSettings, writeChargeSettings } from './charge-settings.repo';

type Deps = Pick<AppDeps, 'db' | 'now'>;

export async function getChargeSettings(deps: Deps, caller: Caller): Promise<ChargeSettings> {
  if (!canReadChargeSettings(subjectOf(caller))) throw forbidden();
  return readChargeSettings(deps.db);
}

export async function updateChargeSettings(
  deps: Deps,
  caller: Caller,
  input: TChargeSettings,
  info: { ip: string | null; userAgent: string | null },
): Promise<ChargeSettings> {
  if (!canEditChargeSettings(subjectOf(caller))) throw forbidden();
  const after: ChargeSettings = {
    lateChangeoverPence: input.lateChangeoverPence,
    lateChangeoverEveryDays: input.lateChangeoverEveryDays,
    latePaymentAuto: input.latePaymentAuto,
    latePaymentPence: input.latePaymentPence,
    latePaymentAfterDays: input.latePaymentAfterDays,
  };
  return deps.db.transaction(async (tx) => {
    const before = await readChargeSettings(tx);
    await writeChargeSettings(tx, after, deps.now());
    await recordAudit(tx, {
      actorUserId: caller.user.id,
      action: 'charge_settings.update',
      entityType: 'charge_settings',
      entityId: 'charge_settings',
      details: { before, after },
      ipAddress: info.ip,
      userAgent: info.userAgent,
    });
    return after;
  });
}

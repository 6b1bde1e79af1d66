/**
 * The hire clock (issue 18, DESIGN §8): linen on beds for more than 14 days earns a late-changeover
 * charge, and another every further N days, until the bag is collected. Runs on a schedule only (with the
 * overdue sweep; no read runs it, decision 0177). When nothing is due it is three reads (the indexed candidates, their contracts'
 * overrides, the periods already charged). Each card with a period to charge is one transaction: the
 * card is locked and read again, the missing charges made with makeCharges (unique per card,
 * on-beds start and period: exactly once across instances, retries and restarts), and for each charge
 * this call made, an e-mail to the owners and an audit row with no actor.
 */
import { hireClockTerms, type ChargeSettings } from '@shared/domain/charges';
import { lateChangeoverKey, lateChangeoverReason, periodsReached, periodsToCharge } from '@shared/domain/hire-clock';
import { sweepCutoff } from '@shared/domain/linen-cycle';
import { elapsedDays } from '@shared/domain/london-time';
import { paymentDeadline } from '@shared/domain/payment-deadline';
import type { AppDeps } from '../../lib/context';
import type { Scope } from '../../lib/scope';
import { audit } from '../../lib/audit';
import { aboutOwners, enqueueMail, ownerRecipients } from '../mail';
import { readChargeSettings } from './charge-settings.repo';
import { makeCharges } from './add-charge';
import { lateChangeoverMail } from './hire-clock-mail';
import * as repo from './hire-clock.repo';
import { logError } from '../../lib/log-error';

export type HireClockDeps = Pick<AppDeps, 'db' | 'now'> & { env: Pick<AppDeps['env'], 'appUrl'> };

/** Runs the clock once; returns how many charges this call made. */
export async function runHireClock(deps: HireClockDeps): Promise<number> {
  const now = deps.now();
  const candidates = await repo.clockCandidates(deps.db, sweepCutoff(now));
  if (candidates.length === 0) return 0;
  const [settings, overrides, charged] = await Promise.all([
    readChargeSettings(deps.db),
    repo.contractOverrides(
      deps.db,
      candidates.map((c) => c.propertyId),
    ),
    repo.chargedPeriods(
      deps.db,
      candidates.map((c) => c.id),
    ),
  ]);
  const due = candidates.filter((card) => {
    const terms = hireClockTerms(settings, overrides.get(card.propertyId) ?? null);
    if (terms.amountPence <= 0 || !card.onBedsSince) return false;
    const reached = periodsReached(card, now, terms.everyDays);
    return periodsToCharge(reached, charged.get(repo.onBedsKey(card.id, card.onBedsSince)) ?? []).length > 0;
  });
  let made = 0;
  for (const card of due) {
    try {
      made += await chargeCard(deps, settings, card.id, now);
    } catch (err) {
      // Rolled back: this card is tried again on the next run; the others go on.
      logError(`Hire clock: card ${card.id} failed`, err);
    }
  }
  return made;
}

/** One card's missing periods, its e-mails and audit rows, in one transaction under the card's lock. */
async function chargeCard(deps: HireClockDeps, settings: ChargeSettings, cardId: string, now: Date): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const card = await repo.lockClockCard(tx, cardId);
    // Collected, archived or moved on since the look: no charge.
    if (!card || card.archived || !card.onBedsSince) return 0;
    const terms = hireClockTerms(settings, (await repo.contractOverrides(tx, [card.propertyId])).get(card.propertyId) ?? null);
    if (terms.amountPence <= 0) return 0;
    const reached = periodsReached(card, now, terms.everyDays);
    const done = (await repo.chargedPeriods(tx, [card.id])).get(repo.onBedsKey(card.id, card.onBedsSince)) ?? [];
    const periods = periodsToCharge(reached, done);
    if (periods.length === 0) return 0;
    const made = await makeCharges(
      tx,
      periods.map((period) => ({
        kind: 'late_changeover' as const,
        dedupeKey: lateChangeoverKey(card.id, card.onBedsSince!, period),
        clientId: card.clientId,
        propertyId: card.propertyId,
        linenCardId: card.id,
        period,
        onBedsSince: card.onBedsSince,
        amountPence: terms.amountPence,
        reason: lateChangeoverReason(period, terms.everyDays),
        createdBy: null,
        createdAt: now,
      })),
    );
    if (made.length === 0) return 0;
    const recipients = await ownerRecipients(tx, [card.clientId]);
    const daysOnBeds = elapsedDays(card.onBedsSince, now);
    for (const charge of made) {
      await enqueueMail(
        tx,
        aboutOwners(
          recipients,
          recipients.map((to) =>
            lateChangeoverMail({
              to,
              amountPence: charge.amountPence,
              propertyName: card.propertyName,
              daysOnBeds,
              period: charge.period!,
              terms,
              deadline: paymentDeadline(now),
              appUrl: deps.env.appUrl,
            }),
          ),
        ),
      );
      await audit(tx, null, {
        action: 'charge.created',
        entityType: 'charge',
        entityId: charge.id,
        details: {
          kind: 'late_changeover',
          amountPence: charge.amountPence,
          reason: charge.reason,
          period: charge.period,
          linenCardId: card.id,
          propertyId: card.propertyId,
          clientId: card.clientId,
          onBedsSince: card.onBedsSince.toISOString(),
          daysOnBeds,
          emailed: recipients.length,
        },
      });
    }
    return made.length;
  });
}

/** The terms in force per property (the provider's settings, each property's latest contract's overrides). */
/** The terms in force for the scope's active properties: the provider's, and each one whose contract sets its own. */
export async function hireClockTermsInScope(
  db: AppDeps['db'],
  scope: Scope,
): Promise<{ provider: { amountPence: number; everyDays: number }; byProperty: Map<string, { amountPence: number; everyDays: number }> }> {
  const [settings, overrides] = await Promise.all([readChargeSettings(db), repo.contractOverridesInScope(db, scope)]);
  const byProperty = new Map([...overrides].map(([id, o]) => [id, hireClockTerms(settings, o)]));
  return { provider: hireClockTerms(settings, null), byProperty };
}

export async function hireClockTermsFor(
  db: AppDeps['db'],
  propertyIds: string[],
): Promise<{ provider: { amountPence: number; everyDays: number }; byProperty: Map<string, { amountPence: number; everyDays: number }> }> {
  const [settings, overrides] = await Promise.all([readChargeSettings(db), repo.contractOverrides(db, propertyIds)]);
  const byProperty = new Map(propertyIds.map((id) => [id, hireClockTerms(settings, overrides.get(id) ?? null)]));
  return { provider: hireClockTerms(settings, null), byProperty };
}

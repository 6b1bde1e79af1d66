/**
 * GET /api/dashboard (docs/product.md §2.2 'Owner Dashboard'): property owners (their own records) and super
 * admins (everything); anyone else 403. Welcome name, totals, properties requiring changeover, pending
 * requests and the properties a request may name.
 */
import { hireClockRule } from '@shared/domain/charges';
import { cardTimings } from '@shared/domain/linen-cycle';
import { londonToday } from '@shared/domain/london-time';
import { welcomeNameOf } from '@shared/domain/linen-requests';
import { canSeeDashboard } from '@shared/domain/abilities';
import type { TDashboard } from '@shared/schemas/requests';
import { type AppDeps, type Caller, subjectOf } from '../../lib/context';
import { forbidden } from '../../lib/errors';
import { scopeOf } from '../../lib/scope';
import { listRequests } from '../requests';
import { toLinenRequest } from '../requests';
import { hireClockTermsInScope, pendingChargesTotal } from '../charges';
import * as repo from './dashboard.repo';

export async function getDashboard(deps: Pick<AppDeps, 'db' | 'now'>, caller: Caller): Promise<TDashboard> {
  if (!canSeeDashboard(subjectOf(caller))) throw forbidden();
  const scope = await scopeOf(deps.db, caller);
  const now = deps.now();
  const today = londonToday(now);
  // The hire clock's terms in force, told before they apply (issue 18): the provider's and each contract's own.
  const [client, totals, changeovers, pending, requestable, pendingCharges, terms] = await Promise.all([
    repo.findWelcomeClient(deps.db, scope),
    repo.dashboardTotals(deps.db, scope),
    repo.listChangeoverProperties(deps.db, scope, today),
    listRequests(deps.db, scope, { status: 'pending', from: today }),
    repo.listRequestableProperties(deps.db, scope),
    pendingChargesTotal(deps.db, scope),
    hireClockTermsInScope(deps.db, scope),
  ]);
  const termsOf = (id: string) => terms.byProperty.get(id) ?? terms.provider;
  const withRule = (t: { amountPence: number; everyDays: number }) => ({ ...t, rule: hireClockRule(t) });
  const differs = (t: { amountPence: number; everyDays: number }) =>
    t.amountPence !== terms.provider.amountPence || t.everyDays !== terms.provider.everyDays;
  return {
    welcomeName: welcomeNameOf(client),
    totals,
    propertiesRequiringChangeover: changeovers.map((row) => {
      const { daysOnBeds, overBeds } = cardTimings(row, now);
      return {
        id: row.id,
        name: row.name,
        address: row.address,
        cardId: row.cardId,
        daysOnBeds,
        overBeds,
        serviceRequestedFor: row.serviceRequestedFor,
      };
    }),
    pendingRequests: pending.map(toLinenRequest),
    requestableProperties: requestable,
    hireClock: {
      ...withRule(terms.provider),
      overrides: requestable
        .filter((p) => differs(termsOf(p.id)))
        .map((p) => ({ propertyId: p.id, propertyName: p.name, ...withRule(termsOf(p.id)) })),
    },
    pendingCharges,
  };
}

/**
 * Bookings by webhook (issue 24 item 1; decision 0201). Owners connect Guesty or Hostfully to a
 * property, paste our address (and, for Guesty, the secret Guesty issues) into the system, and each
 * signed delivery stores its stay and creates, moves or withdraws the property's linen request through
 * applyBookings, the rule a calendar feed uses too. Who manages: the property's owner and staff with
 * properties_edit (another owner's property is a 404 first), as for the booking calendar.
 */
import { createHash } from 'node:crypto';
import { canEditProperty } from '@shared/domain/abilities';
import {
  DELIVERY_KEEP_DAYS,
  deliveryUpdatedAt,
  isStaleDelivery,
  parseDelivery,
  signatureHeaders,
  WEBHOOK_MESSAGES as W,
  WEBHOOK_SYSTEMS,
  webhookRequestNote,
  webhookUrl,
  type WebhookSystem,
} from '@shared/domain/booking-webhooks';
import { PROPERTY_MESSAGES as M } from '@shared/domain/properties';
import type { TBookingWebhook, TBookingWebhookReceived, ZConnectBookingWebhook } from '@shared/schemas/booking-webhooks';
import { isUuid, normaliseId } from '@shared/schemas/ids';
import type { z } from 'zod';
import { audit } from '../../lib/audit';
import { type AppDeps, type Caller, type RequestContext, subjectOf } from '../../lib/context';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/errors';
import { scopeOf } from '../../lib/scope';
import { applyBookings } from './booking-sync.service';
import { findProperty, type PropertyRow } from '../properties';
import * as repo from './booking-webhooks.repo';
import { newWebhookSecret, verifyWebhookSignature } from './webhook-signature';

export type WebhookDeps = Pick<AppDeps, 'db' | 'now' | 'env'>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toWebhook(deps: WebhookDeps, row: repo.BookingWebhookRow): TBookingWebhook {
  return {
    propertyId: row.propertyId,
    system: row.system,
    url: webhookUrl(deps.env.appUrl, row.system, row.propertyId),
    externalListingId: row.externalListingId,
    lastReceivedAt: iso(row.lastReceivedAt),
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The property, when the caller may see it (else 404) and manage its webhook (else 403). */
async function propertyFor(deps: WebhookDeps, caller: Caller, id: string): Promise<PropertyRow> {
  const row = await findProperty(deps.db, await scopeOf(deps.db, caller), id);
  if (!row) throw notFound(M.notFound);
  if (!canEditProperty(subjectOf(caller))) throw forbidden();
  return row.property;
}

async function connected(deps: WebhookDeps, propertyId: string): Promise<repo.BookingWebhookRow> {
  const row = await repo.findWebhook(deps.db, propertyId);
  if (!row) throw notFound(W.notConnected);
  return row;
}

export async function getWebhook(deps: WebhookDeps, caller: Caller, propertyId: string): Promise<TBookingWebhook | null> {
  await propertyFor(deps, caller, propertyId);
  const row = await repo.findWebhook(deps.db, propertyId);
  return row ? toWebhook(deps, row) : null;
}

/** Connects the property to a system (or changes the system, the listing id, or takes the system's own secret). */
export async function connectWebhook(
  deps: WebhookDeps,
  actor: RequestContext,
  propertyId: string,
  input: z.output<typeof ZConnectBookingWebhook>,
): Promise<TBookingWebhook> {
  const property = await propertyFor(deps, actor.caller, propertyId);
  if (property.archived) throw conflict(W.archived);
  await deps.db.transaction(async (tx) => {
    const existing = await repo.lockWebhook(tx, propertyId);
    const keepSecret = Boolean(existing) && !input.signingSecret;
    await repo.saveWebhook(
      tx,
      {
        propertyId,
        system: input.system,
        externalListingId: input.externalListingId,
        secret: input.signingSecret ?? newWebhookSecret(),
        createdBy: actor.caller.user.id,
      },
      keepSecret,
      deps.now(),
    );
    await audit(tx, actor, {
      action: 'booking_webhook.connect',
      entityType: 'property',
      entityId: propertyId,
      // Never the secret: only where it came from.
      details: {
        system: input.system,
        externalListingId: input.externalListingId,
        secret: input.signingSecret ? 'pasted' : keepSecret ? 'kept' : 'generated',
      },
    });
  });
  return toWebhook(deps, await connected(deps, propertyId));
}

export async function revealSecret(deps: WebhookDeps, caller: Caller, propertyId: string): Promise<{ secret: string }> {
  await propertyFor(deps, caller, propertyId);
  return { secret: (await connected(deps, propertyId)).secret };
}

/** A new secret; calls signed with the old one are refused from now on. */
export async function regenerateSecret(deps: WebhookDeps, actor: RequestContext, propertyId: string): Promise<{ secret: string }> {
  await propertyFor(deps, actor.caller, propertyId);
  const secret = newWebhookSecret();
  await deps.db.transaction(async (tx) => {
    if (!(await repo.setSecret(tx, propertyId, secret, deps.now()))) throw notFound(W.notConnected);
    await audit(tx, actor, { action: 'booking_webhook.regenerate', entityType: 'property', entityId: propertyId });
  });
  return { secret };
}

export async function disconnectWebhook(deps: WebhookDeps, actor: RequestContext, propertyId: string): Promise<void> {
  await propertyFor(deps, actor.caller, propertyId);
  await deps.db.transaction(async (tx) => {
    const row = await repo.lockWebhook(tx, propertyId);
    if (!row) return;
    await repo.deleteWebhook(tx, propertyId);
    await audit(tx, actor, { action: 'booking_webhook.disconnect', entityType: 'property', entityId: propertyId, details: { system: row.system } });
  });
}

// ---- a delivery ----------------------------------------------------------------------------------

/** One identity for a delivery: the signed id (Svix's, stable across its retries), else the body's hash. */
export function deliveryKey(id: string | null, rawBody: string): string {
  return id ? `id:${id}` : `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
}

type Outcome = TBookingWebhookReceived['outcome'] | 'invalid';

/**
 * A system's call. 404 for an address that is not a connected property of that system (the answer
 * does not say which), 401 for a call not signed with the property's secret (nothing is read or
 * written), 200 for a repeated delivery (nothing changes) and for a stay applied, ignored or stale.
 * A signed body that is not a booking is recorded as the webhook's last error and answered 422.
 */
export async function receiveDelivery(
  deps: WebhookDeps,
  systemParam: string,
  propertyParam: string,
  rawBody: string,
  header: (name: string) => string | undefined,
): Promise<TBookingWebhookReceived> {
  if (!(WEBHOOK_SYSTEMS as readonly string[]).includes(systemParam) || !isUuid(propertyParam)) throw notFound();
  const system = systemParam as WebhookSystem;
  const propertyId = normaliseId(propertyParam);
  const row = await repo.findWebhook(deps.db, propertyId);
  if (!row || row.system !== system) throw notFound();
  const headers = signatureHeaders(header);
  const check = verifyWebhookSignature(row.secret, headers, rawBody, deps.now());
  if (check === 'expired') throw unauthorized('The call’s timestamp is more than 5 minutes from our clock');
  if (check !== 'ok') throw unauthorized(W.unauthorised);

  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    body = undefined;
  }
  const parsed = body === undefined ? ({ kind: 'invalid', reason: W.badJson } as const) : parseDelivery(system, body, row.externalListingId);
  const result = await deps.db.transaction(async (tx): Promise<{ outcome: Outcome; reason?: string }> => {
    const now = deps.now();
    const locked = await repo.lockWebhook(tx, propertyId);
    // Disconnected, moved to another system or given a new secret while this call was checked.
    if (!locked || locked.system !== system) throw notFound();
    if (locked.secret !== row.secret) throw unauthorized(W.unauthorised);
    if (!(await repo.takeDelivery(tx, propertyId, deliveryKey(headers.id, rawBody), now))) return { outcome: 'duplicate' };
    if (parsed.kind === 'invalid') {
      await repo.recordReceived(tx, propertyId, now, parsed.reason);
      return { outcome: 'invalid', reason: parsed.reason };
    }
    if (parsed.kind === 'ignore') {
      await repo.recordReceived(tx, propertyId, now, null);
      return { outcome: 'ignored' };
    }
    const found = await findProperty(tx, { all: true }, propertyId);
    if (!found || found.property.archived) {
      await repo.recordReceived(tx, propertyId, now, W.archived);
      return { outcome: 'ignored' };
    }
    const updatedAt = deliveryUpdatedAt(system, parsed.updatedAt, headers.timestamp);
    const stored = updatedAt ? await repo.storedSourceUpdatedAt(tx, propertyId, parsed.booking.uid) : null;
    if (isStaleDelivery(updatedAt, stored)) {
      await repo.recordReceived(tx, propertyId, now, null);
      return { outcome: 'stale' };
    }
    await applyBookings(
      tx,
      found.property,
      { source: system, bookings: [parsed.booking], complete: false, note: webhookRequestNote(system), sourceUpdatedAt: updatedAt },
      now,
      null,
      { providerAdminEmails: deps.env.providerAdminEmails },
    );
    await repo.recordReceived(tx, propertyId, now, null);
    return { outcome: 'applied' };
  });
  if (result.outcome === 'invalid') throw badRequest(result.reason ?? W.badJson);
  return { outcome: result.outcome };
}

/** The scheduled clean-up: deliveries older than DELIVERY_KEEP_DAYS, once across instances. */
export async function purgeOldDeliveries(deps: Pick<AppDeps, 'db' | 'now'>): Promise<number | null> {
  return repo.purgeDeliveries(deps.db, new Date(deps.now().getTime() - DELIVERY_KEEP_DAYS * 24 * 60 * 60 * 1000));
}

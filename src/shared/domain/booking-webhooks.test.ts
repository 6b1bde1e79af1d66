import { describe, expect, it } from 'vitest';
import { GUESTY_LISTING_ID, guestyEvent, HOSTFULLY_PROPERTY_UID, hostfullyEvent } from '../../../tests/lib/booking-webhook-fixtures';
import {
  deliveryUpdatedAt,
  isStaleDelivery,
  parseGuestyDelivery,
  parseHostfullyDelivery,
  signatureHeaders,
  timestampFresh,
  v1Signatures,
  webhookUrl,
} from './booking-webhooks';

describe('parseGuestyDelivery', () => {
  it('reads a confirmed reservation into a stay with London days, planned times and guests', () => {
    const parsed = parseGuestyDelivery(guestyEvent({ checkIn: '2026-12-04', checkOut: '2026-12-07', guestsCount: 3 }), GUESTY_LISTING_ID);
    expect(parsed).toEqual({
      kind: 'booking',
      booking: {
        uid: 'guesty:6581f0c2e4b0a1001f3c2d11',
        checkin: '2026-12-04',
        checkout: '2026-12-07',
        cancelled: false,
        checkInTime: '15:00',
        checkOutTime: '10:00',
        guests: 3,
      },
      updatedAt: new Date('2026-11-20T08:00:00.000Z'),
    });
  });

  it('reads a changed date from reservation.updated', () => {
    const parsed = parseGuestyDelivery(guestyEvent({ checkIn: '2026-12-04', checkOut: '2026-12-09' }, 'reservation.updated'), null);
    expect(parsed.kind === 'booking' && parsed.booking.checkout).toBe('2026-12-09');
  });

  it('marks a canceled reservation cancelled', () => {
    const parsed = parseGuestyDelivery(
      guestyEvent({ checkIn: '2026-12-04', checkOut: '2026-12-07', status: 'canceled' }, 'reservation.updated'),
      null,
    );
    expect(parsed.kind === 'booking' && parsed.booking.cancelled).toBe(true);
  });

  it('takes the check-out time from the instant in London when plannedDeparture is absent (GMT and BST)', () => {
    const winter = guestyEvent({ checkIn: '2026-12-04', checkOut: '2026-12-07', plannedDeparture: null });
    expect(parseGuestyDelivery(winter, null)).toMatchObject({ booking: { checkOutTime: '10:00' } });
    const summer = guestyEvent({ checkIn: '2026-07-04', checkOut: '2026-07-07', plannedDeparture: null });
    expect(parseGuestyDelivery(summer, null)).toMatchObject({ booking: { checkOutTime: '11:00' } });
  });

  it('ignores inquiries, held requests, other events and other listings, with the reason', () => {
    expect(parseGuestyDelivery(guestyEvent({ checkIn: '2026-12-04', checkOut: '2026-12-07', status: 'inquiry' }), null)).toEqual({
      kind: 'ignore',
      reason: 'reservation 6581f0c2e4b0a1001f3c2d11 is inquiry, not a confirmed stay',
    });
    expect(parseGuestyDelivery(guestyEvent({ checkIn: '2026-12-04', checkOut: '2026-12-07', status: 'reserved' }), null).kind).toBe('ignore');
    expect(parseGuestyDelivery({ event: 'reservation.messageReceived', message: {} }, null)).toEqual({
      kind: 'ignore',
      reason: 'reservation.messageReceived is not a reservation event',
    });
    expect(
      parseGuestyDelivery(guestyEvent({ checkIn: '2026-12-04', checkOut: '2026-12-07', listingId: 'another' }), GUESTY_LISTING_ID),
    ).toMatchObject({ kind: 'ignore' });
  });

  it('calls a body it cannot read invalid, in plain words', () => {
    expect(parseGuestyDelivery([], null).kind).toBe('invalid');
    expect(parseGuestyDelivery({ event: 'reservation.new' }, null)).toEqual({
      kind: 'invalid',
      reason: 'The reservation.new event carries no reservation',
    });
    const noDay = guestyEvent({ checkIn: '2026-12-04', checkOut: 'soon' });
    (noDay.reservation as Record<string, unknown>).checkOut = 'never';
    expect(parseGuestyDelivery(noDay, null)).toMatchObject({ kind: 'invalid', reason: expect.stringContaining('check-out day') });
    expect(parseGuestyDelivery(guestyEvent({ checkIn: '2026-12-09', checkOut: '2026-12-07' }), null)).toMatchObject({ kind: 'invalid' });
  });
});

describe('parseHostfullyDelivery', () => {
  it('reads a booked lead into a stay with its local days, times and guests', () => {
    expect(parseHostfullyDelivery(hostfullyEvent({ checkIn: '2026-12-04', checkOut: '2026-12-07' }), HOSTFULLY_PROPERTY_UID)).toEqual({
      kind: 'booking',
      booking: {
        uid: 'hostfully:9c1d5b2e-3a47-4f0e-8d61-5a2b7c9e0f13',
        checkin: '2026-12-04',
        checkout: '2026-12-07',
        cancelled: false,
        checkInTime: '16:00',
        checkOutTime: '10:30',
        guests: 3,
      },
      updatedAt: null,
    });
  });

  it('reads a date change and a cancellation', () => {
    expect(parseHostfullyDelivery(hostfullyEvent({ checkIn: '2026-12-04', checkOut: '2026-12-08' }, 'BOOKING_UPDATED'), null)).toMatchObject({
      booking: { checkout: '2026-12-08' },
    });
    expect(
      parseHostfullyDelivery(
        hostfullyEvent({ checkIn: '2026-12-04', checkOut: '2026-12-07', status: 'CANCELLED_BY_TRAVELER' }, 'BOOKING_CANCELLED'),
        null,
      ),
    ).toMatchObject({
      booking: { cancelled: true },
    });
  });

  it('ignores inquiries, blocks, inquiry events and other properties', () => {
    expect(
      parseHostfullyDelivery(
        hostfullyEvent({ checkIn: '2026-12-04', checkOut: '2026-12-07', type: 'INQUIRY', status: 'NEW' }, 'BOOKING_UPDATED'),
        null,
      ),
    ).toMatchObject({
      kind: 'ignore',
      reason: expect.stringContaining('an inquiry'),
    });
    expect(
      parseHostfullyDelivery(hostfullyEvent({ checkIn: '2026-12-04', checkOut: '2026-12-07', type: 'BLOCK', status: 'BLOCKED' }), null),
    ).toMatchObject({ kind: 'ignore' });
    expect(parseHostfullyDelivery(hostfullyEvent({ checkIn: '2026-12-04', checkOut: '2026-12-07' }, 'NEW_INQUIRY'), null)).toEqual({
      kind: 'ignore',
      reason: 'NEW_INQUIRY is not a booking event',
    });
    expect(
      parseHostfullyDelivery(hostfullyEvent({ checkIn: '2026-12-04', checkOut: '2026-12-07', propertyUid: 'other' }), HOSTFULLY_PROPERTY_UID),
    ).toMatchObject({ kind: 'ignore' });
  });

  it('refuses Hostfully’s bare callback (no lead, so no dates) as invalid', () => {
    const bare = { agency_uid: 'a', event_type: 'NEW_BOOKING', property_uid: HOSTFULLY_PROPERTY_UID, lead_uid: 'l-1' };
    expect(parseHostfullyDelivery(bare, null)).toMatchObject({ kind: 'invalid', reason: expect.stringContaining('relay') });
  });
});

describe('signature helpers', () => {
  it('reads Svix and Standard Webhooks headers', () => {
    const svix = new Map([
      ['svix-id', 'msg_1'],
      ['svix-timestamp', '100'],
      ['svix-signature', 'v1,abc'],
    ]);
    expect(signatureHeaders((n) => svix.get(n))).toEqual({ id: 'msg_1', timestamp: '100', signature: 'v1,abc' });
    const std = new Map([
      ['webhook-id', 'msg_2'],
      ['webhook-timestamp', '200'],
      ['webhook-signature', 'v1,def'],
    ]);
    expect(signatureHeaders((n) => std.get(n))).toEqual({ id: 'msg_2', timestamp: '200', signature: 'v1,def' });
    expect(signatureHeaders(() => undefined)).toEqual({ id: null, timestamp: null, signature: null });
  });

  it('keeps v1 signatures only (a rotation sends several)', () => {
    expect(v1Signatures('v1,aaa v1a,bbb v1,ccc')).toEqual(['aaa', 'ccc']);
  });

  it('accepts a timestamp within 5 minutes either way', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    const s = now.getTime() / 1000;
    expect(timestampFresh(String(s - 300), now)).toBe(true);
    expect(timestampFresh(String(s + 300), now)).toBe(true);
    expect(timestampFresh(String(s - 301), now)).toBe(false);
    expect(timestampFresh('soon', now)).toBe(false);
  });

  it('builds the address to paste', () => {
    expect(webhookUrl('https://linen.example/', 'guesty', 'abc')).toBe('https://linen.example/api/webhooks/bookings/guesty/abc');
  });
});

describe('which delivery is newer', () => {
  it("takes Guesty's stated change time, else the Hostfully relay's signed time, else nothing", () => {
    const stated = new Date('2026-12-01T10:00:00Z');
    expect(deliveryUpdatedAt('guesty', stated, '1790000000')).toEqual(stated);
    expect(deliveryUpdatedAt('guesty', null, '1790000000')).toBeNull();
    expect(deliveryUpdatedAt('hostfully', null, '1790000000')).toEqual(new Date(1_790_000_000_000));
    expect(deliveryUpdatedAt('hostfully', null, null)).toBeNull();
  });

  it('is stale only when what we stored is newer', () => {
    const at = new Date('2026-12-01T10:00:00Z');
    const later = new Date('2026-12-01T10:00:01Z');
    expect(isStaleDelivery(at, later)).toBe(true);
    expect(isStaleDelivery(later, at)).toBe(false);
    expect(isStaleDelivery(at, at)).toBe(false);
    expect(isStaleDelivery(null, later)).toBe(false);
    expect(isStaleDelivery(at, null)).toBe(false);
  });
});

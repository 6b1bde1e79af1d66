/**
 * Webhook bodies shaped as the systems send them (decision 0201 cites the sources):
 * - Guesty's Open API reservation events ('reservation.new', 'reservation.updated'): { event, reservation }
 *   with the reservation object's _id, listingId, status, checkIn/checkOut (instants),
 *   checkInDateLocalized/checkOutDateLocalized, plannedArrival/plannedDeparture, guestsCount, lastUpdatedAt
 *   (the legacy payload carries more, kept here in part: integration, money, guest, source).
 * - Hostfully's callback fields (agency_uid, event_type, property_uid, lead_uid) with `lead`, the lead as
 *   Hostfully's leads API gives it, which our relay adds (Hostfully's own call names the lead only).
 */
export interface GuestyStay {
  id?: string;
  listingId?: string;
  status?: string;
  checkIn: string;
  checkOut: string;
  /** Defaults to '15:00' / '10:00'. */
  plannedArrival?: string | null;
  plannedDeparture?: string | null;
  guestsCount?: number;
  lastUpdatedAt?: string;
}

export const GUESTY_LISTING_ID = '62a08097b8a1ab0037fd3fe0';
export const HOSTFULLY_PROPERTY_UID = 'f2a5c9a4-6f4e-4c2b-9d8e-2b1f0c7a1e55';

/** A Guesty 'reservation.new' / 'reservation.updated' body for a stay (days 'YYYY-MM-DD', London). */
export function guestyEvent(stay: GuestyStay, event = 'reservation.new'): Record<string, unknown> {
  const arrival = stay.plannedArrival === undefined ? '15:00' : stay.plannedArrival;
  const departure = stay.plannedDeparture === undefined ? '10:00' : stay.plannedDeparture;
  return {
    event,
    reservation: {
      integration: { _id: '62a08097b8a1ab0037fd3feb', platform: 'manual', limitations: { availableStatuses: [] } },
      _id: stay.id ?? '6581f0c2e4b0a1001f3c2d11',
      accountId: '62a8a2be2e53190032102a6e',
      listingId: stay.listingId ?? GUESTY_LISTING_ID,
      guestId: '6310a0759dcce60032e95a6c',
      confirmationCode: 'GY-xQ7mP2Lk',
      source: 'Airbnb2',
      status: stay.status ?? 'confirmed',
      // Instants in UTC as Guesty gives them; the localized days are the listing's own.
      checkIn: `${stay.checkIn}T15:00:00.000Z`,
      checkOut: `${stay.checkOut}T10:00:00.000Z`,
      checkInDateLocalized: stay.checkIn,
      checkOutDateLocalized: stay.checkOut,
      plannedArrival: arrival,
      plannedDeparture: departure,
      nightsCount: Math.max(1, Math.round((Date.parse(stay.checkOut) - Date.parse(stay.checkIn)) / 86_400_000)),
      guestsCount: stay.guestsCount ?? 2,
      guest: { _id: '6310a0759dcce60032e95a6c', fullName: 'Gerald Charlton' },
      money: { currency: 'GBP', fareAccommodation: 420, totalPaid: 0 },
      createdAt: '2026-11-01T09:12:44.118Z',
      lastUpdatedAt: stay.lastUpdatedAt ?? '2026-11-20T08:00:00.000Z',
    },
  };
}

export interface HostfullyStay {
  uid?: string;
  propertyUid?: string;
  type?: 'BOOKING' | 'INQUIRY' | 'BLOCK';
  status?: string;
  checkIn: string;
  checkOut: string;
  adults?: number;
  children?: number;
}

/** A Hostfully booking event (NEW_BOOKING, BOOKING_UPDATED, BOOKING_CANCELLED...) with the lead our relay adds. */
export function hostfullyEvent(stay: HostfullyStay, eventType = 'NEW_BOOKING'): Record<string, unknown> {
  const uid = stay.uid ?? '9c1d5b2e-3a47-4f0e-8d61-5a2b7c9e0f13';
  const propertyUid = stay.propertyUid ?? HOSTFULLY_PROPERTY_UID;
  return {
    agency_uid: 'a8e1c3f0-2b4d-4e6f-9a1b-3c5d7e9f1a2b',
    event_type: eventType,
    property_uid: propertyUid,
    lead_uid: uid,
    lead: {
      uid,
      propertyUid,
      agencyUid: 'a8e1c3f0-2b4d-4e6f-9a1b-3c5d7e9f1a2b',
      type: stay.type ?? 'BOOKING',
      status: stay.status ?? 'BOOKED_BY_CUSTOMER',
      source: 'DIRECT_AIRBNB',
      checkInLocalDateTime: `${stay.checkIn}T16:00:00`,
      checkOutLocalDateTime: `${stay.checkOut}T10:30:00`,
      guestInformation: { firstName: 'Ada', lastName: 'Lovelace', adultCount: stay.adults ?? 2, childrenCount: stay.children ?? 1, infantCount: 0, petCount: 0 },
      externalBookingId: 'HMABC12345',
    },
  };
}

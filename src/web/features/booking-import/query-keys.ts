/** Query key of a property's booking calendar. */
export const bookingCalendarKey = (propertyId: string) => ['properties', 'booking-calendar', propertyId] as const;
/** Query key of a property's booking webhook. */
export const bookingWebhookKey = (propertyId: string) => ['properties', 'booking-webhook', propertyId] as const;
/** Query key of the stale booking calendars (a sync or a save may end a stale spell). */
export const staleFeedsKey = ['booking-calendars', 'stale'] as const;

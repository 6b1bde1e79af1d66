/** Query key of a property's booking calendar. */
export const bookingCalendarKey = (propertyId: string) => ['properties', 'booking-calendar', propertyId] as const;
/** Query key of the stale booking calendars (a sync or a save may end a stale spell). */
export const staleFeedsKey = ['booking-calendars', 'stale'] as const;

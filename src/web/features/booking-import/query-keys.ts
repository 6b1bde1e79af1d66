/** Query key of a property's booking calendar. */
export const bookingCalendarKey = (propertyId: string) => ['properties', 'booking-calendar', propertyId] as const;

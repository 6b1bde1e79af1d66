/** Query keys of the calendar. Everything under ['calendar-events'] is refreshed after a change. */
export const calendarKeys = {
  events: ['calendar-events'] as const,
  range: (from: string, to: string) => ['calendar-events', from, to] as const,
  feed: ['calendar-feed'] as const,
};

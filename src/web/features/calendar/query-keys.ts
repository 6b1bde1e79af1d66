/** Query keys of the calendar. Everything under ['calendar-events'] is refreshed after a change. */
export const calendarKeys = {
  events: ['calendar-events'] as const,
  month: (from: string, to: string) => ['calendar-events', 'month', from, to] as const,
  day: (day: string) => ['calendar-events', 'day', day] as const,
  feed: ['calendar-feed'] as const,
};

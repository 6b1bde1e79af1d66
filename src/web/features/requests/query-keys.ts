/** Query keys of linen requests and the owner dashboard. A decision or a new request refreshes both and the board. */
export const requestKeys = {
  all: ['linen-requests'] as const,
  list: (filters: { status?: string; from?: string; to?: string }) => ['linen-requests', 'list', filters] as const,
  counts: ['linen-requests', 'counts'] as const,
  /** Accepted requests whose booking left the calendar (issue 24). */
  bookingGone: ['linen-requests', 'booking-gone'] as const,
  dashboard: ['dashboard'] as const,
};

/** Data attached to routes with `handle`, read by the guards and the shell. */
export interface RouteHandle {
  /** Screen name, used for the tab title while the page has not set one. */
  title?: string;
  /** Text of the wait shown while the session is checked (default 'Loading'). */
  loadingLabel?: string;
  /** On a super-admin screen: others see 'Access Restricted' under this title instead of being sent to /clients. */
  restrictedTitle?: string;
}

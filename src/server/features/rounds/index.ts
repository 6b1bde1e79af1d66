/** The day's round (issue 24 item 4, decision 0199): its routes, and the saved order the courier's lists follow. */
export { roundsRoutes } from './rounds.routes';
export { savedStopKeys } from './rounds.service';

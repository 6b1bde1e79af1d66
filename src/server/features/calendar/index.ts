/** The calendar feature's face: what other features use of it. */
export { resetFeedIn } from './calendar-feed.service';

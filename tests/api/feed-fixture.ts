/**
 * Fixture booking calendars for API tests (no network): `vevent` and `ics` write an Airbnb-shaped
 * iCal feed, and `startFeedServer` serves the feeds set in its map from a local HTTP server (404 for
 * any other path), with `special` answering paths of a test's own first (a slow or a huge feed).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const compact = (d: string) => d.replace(/-/g, '');

/** One all-day stay, as Airbnb exports it: check-in and check-out days 'YYYY-MM-DD'. */
export const vevent = (uid: string, checkin: string, checkout: string, extra: string[] = []) => [
  'BEGIN:VEVENT',
  `DTSTART;VALUE=DATE:${compact(checkin)}`,
  `DTEND;VALUE=DATE:${compact(checkout)}`,
  `UID:${uid}`,
  'SUMMARY:Reserved',
  ...extra,
  'END:VEVENT',
];

export const ics = (...events: string[][]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN', ...events.flat(), 'END:VCALENDAR', ''].join('\r\n');

export interface FeedServer {
  base: string;
  feeds: Map<string, string>;
  close(): Promise<void>;
}

export async function startFeedServer(special?: (path: string, req: IncomingMessage, res: ServerResponse) => boolean): Promise<FeedServer> {
  const feeds = new Map<string, string>();
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (special?.(path, req, res)) return;
    const text = feeds.get(path);
    res.writeHead(text === undefined ? 404 : 200, { 'content-type': 'text/calendar' });
    res.end(text ?? 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    feeds,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

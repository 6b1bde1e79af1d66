/**
 * Reads a booking calendar from a URL the owner pasted, without letting that URL reach inside our
 * network (decision 0111): http(s) only (webcal:// is read as https://); the host is resolved once, every
 * address it resolves to must be public (address-policy.ts) unless allowPrivate, and the connection
 * goes to the address checked (a custom `lookup`, so no second DNS answer is used); at most 3
 * redirects, each checked again; one time limit for the whole read (5 s); at most 2 MB, reading stops
 * beyond it. Failures are a CalendarFetchError whose message is in plain words.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { BOOKING_MESSAGES as M, calendarFetchUrl } from '@shared/domain/booking-import';
import { isPublicAddress } from './address-policy';

export const FETCH_LIMITS = { timeoutMs: 5_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 3 } as const;

export class CalendarFetchError extends Error {}

/** dns.lookup's shape with `all: true` (tests give a resolver of their own). */
export type Resolve = (
  hostname: string,
  options: { all: true; family?: number },
  callback: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

export interface FetchOptions {
  allowPrivate: boolean;
  resolve?: Resolve;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

/** A `lookup` for http.request that resolves once, refuses any non-public answer and hands back what it checked. */
function checkedLookup(allowPrivate: boolean, resolve: Resolve): LookupFunction {
  return (hostname, options, callback) => {
    const family = options.family === 'IPv6' ? 6 : options.family === 'IPv4' ? 4 : options.family;
    resolve(hostname, { all: true, family }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 4);
      if (!addresses.length) return callback(new CalendarFetchError(M.unreadable), '', 4);
      if (!allowPrivate && addresses.some((a) => !isPublicAddress(a.address))) {
        return callback(new CalendarFetchError(M.notAllowed), '', 4);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

/** Checks one URL before it is requested: scheme, and an IP-literal host (which `lookup` never sees). */
function checkUrl(url: URL, allowPrivate: boolean): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new CalendarFetchError(M.notAllowed);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !allowPrivate && !isPublicAddress(host)) throw new CalendarFetchError(M.notAllowed);
}

interface Answer {
  status: number;
  location: string | null;
  body: string;
}

function requestOnce(url: URL, opts: Required<FetchOptions>, signal: AbortSignal): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(
      url,
      {
        method: 'GET',
        lookup: checkedLookup(opts.allowPrivate, opts.resolve),
        // A fresh connection each time: a kept-alive socket would skip the lookup and its check.
        agent: false,
        signal,
        headers: { accept: 'text/calendar, */*;q=0.5', 'accept-encoding': 'identity', 'user-agent': 'LinenService-BookingImport/1' },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          // The redirect's body is never wanted: close its socket now (a trickled body would hold it open).
          req.destroy();
          return resolve({ status, location: res.headers.location ?? null, body: '' });
        }
        if (Number(res.headers['content-length']) > opts.maxBytes) {
          req.destroy();
          return reject(new CalendarFetchError(M.tooLarge));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > opts.maxBytes) {
            req.destroy();
            reject(new CalendarFetchError(M.tooLarge));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ status, location: null, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The calendar's text, or a CalendarFetchError in plain words. */
export async function fetchCalendar(pasted: string, options: FetchOptions): Promise<string> {
  const opts: Required<FetchOptions> = { ...FETCH_LIMITS, resolve: dnsLookup as Resolve, ...options };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs);
  try {
    let url: URL;
    try {
      url = new URL(calendarFetchUrl(pasted));
    } catch {
      throw new CalendarFetchError(M.unreadable);
    }
    for (let redirects = 0; ; redirects++) {
      checkUrl(url, opts.allowPrivate);
      const answer = await requestOnce(url, opts, controller.signal);
      if (answer.location !== null) {
        if (redirects >= opts.maxRedirects) throw new CalendarFetchError(M.unreadable);
        url = new URL(answer.location, url);
        continue;
      }
      if (answer.status < 200 || answer.status >= 300) throw new CalendarFetchError(M.unreadable);
      return answer.body;
    }
  } catch (err) {
    if (controller.signal.aborted) throw new CalendarFetchError(M.tooSlow);
    if (err instanceof CalendarFetchError) throw err;
    const cause = (err as { cause?: unknown }).cause;
    if (cause instanceof CalendarFetchError) throw cause;
    throw new CalendarFetchError(M.unreadable);
  } finally {
    clearTimeout(timer);
    controller.abort(); // ends any connection of this read still open
  }
}

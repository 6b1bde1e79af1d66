import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchCalendar, type Resolve } from './safe-fetch';

const CAL = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
let server: Server;
let base: string;
let port: number;
/** Whether the trickling redirect's connection was closed by the reader. */
let trickleClosed: Promise<void>;
let closeTrickle: () => void;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const hops = Number(url.searchParams.get('hops') ?? 0);
    if (url.pathname === '/cal.ics') return res.end(CAL);
    if (url.pathname === '/hop') {
      res.writeHead(302, { location: hops > 1 ? `/hop?hops=${hops - 1}` : '/cal.ics' });
      return res.end();
    }
    if (url.pathname === '/trickle-redirect') {
      // A redirect whose body never ends: the reader must close the connection, not drain it.
      res.writeHead(302, { location: '/cal.ics' });
      const timer = setInterval(() => res.write('z'.repeat(100)), 5);
      res.on('close', () => {
        clearInterval(timer);
        closeTrickle();
      });
      return;
    }
    if (url.pathname === '/to-file') {
      res.writeHead(301, { location: 'file:///etc/passwd' });
      return res.end();
    }
    if (url.pathname === '/big') {
      res.writeHead(200, { 'content-length': '5000' });
      return res.end('x'.repeat(5000));
    }
    if (url.pathname === '/big-chunked') {
      res.writeHead(200);
      const timer = setInterval(() => res.write('y'.repeat(400)), 5);
      res.on('close', () => clearInterval(timer));
      return;
    }
    if (url.pathname === '/slow') {
      const timer = setTimeout(() => res.end(CAL), 2000);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    res.writeHead(404);
    res.end('no');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('fetchCalendar', () => {
  it('reads a calendar when private addresses are allowed', async () => {
    await expect(fetchCalendar(`${base}/cal.ics`, { allowPrivate: true })).resolves.toBe(CAL);
  });

  it('refuses loopback by IP literal, by name, and in IPv6 and mapped forms', async () => {
    for (const url of [`${base}/cal.ics`, `http://localhost:${port}/cal.ics`, `http://[::1]:${port}/`, `http://[::ffff:127.0.0.1]:${port}/`]) {
      await expect(fetchCalendar(url, { allowPrivate: false })).rejects.toThrow('That address is not allowed');
    }
  });

  it('connects to the address its own lookup checked, and refuses a name that resolves to a private address', async () => {
    const asked: string[] = [];
    const resolve: Resolve = (hostname, _options, callback) => {
      asked.push(hostname);
      callback(null, [
        { address: hostname === 'mixed.test' ? '8.8.8.8' : '127.0.0.1', family: 4 },
        ...(hostname === 'mixed.test' ? [{ address: '10.0.0.1', family: 4 }] : []),
      ]);
    };
    // cal.test exists only in this resolver: reading it proves the socket used the checked answer.
    await expect(fetchCalendar(`http://cal.test:${port}/cal.ics`, { allowPrivate: true, resolve })).resolves.toBe(CAL);
    await expect(fetchCalendar(`http://cal.test:${port}/cal.ics`, { allowPrivate: false, resolve })).rejects.toThrow('That address is not allowed');
    // One private answer among public ones is enough to refuse.
    await expect(fetchCalendar('http://mixed.test/cal.ics', { allowPrivate: false, resolve })).rejects.toThrow('That address is not allowed');
    expect(asked).toEqual(['cal.test', 'cal.test', 'mixed.test']);
  });

  it('refuses schemes other than http(s), also after a redirect', async () => {
    await expect(fetchCalendar('file:///etc/passwd', { allowPrivate: true })).rejects.toThrow('That address is not allowed');
    await expect(fetchCalendar(`${base}/to-file`, { allowPrivate: true })).rejects.toThrow('That address is not allowed');
  });

  it('follows at most 3 redirects', async () => {
    await expect(fetchCalendar(`${base}/hop?hops=3`, { allowPrivate: true })).resolves.toBe(CAL);
    await expect(fetchCalendar(`${base}/hop?hops=4`, { allowPrivate: true })).rejects.toThrow('The calendar could not be read');
  });

  it('closes a redirect at once, whose body would otherwise keep its connection open', async () => {
    trickleClosed = new Promise<void>((resolve) => (closeTrickle = resolve));
    await expect(fetchCalendar(`${base}/trickle-redirect`, { allowPrivate: true })).resolves.toBe(CAL);
    await expect(Promise.race([trickleClosed.then(() => 'closed'), new Promise((r) => setTimeout(() => r('still open'), 1000))])).resolves.toBe('closed');
  });

  it('stops reading beyond the size limit, announced or not', async () => {
    await expect(fetchCalendar(`${base}/big`, { allowPrivate: true, maxBytes: 1000 })).rejects.toThrow('The calendar is larger than 2 MB');
    await expect(fetchCalendar(`${base}/big-chunked`, { allowPrivate: true, maxBytes: 1000 })).rejects.toThrow('The calendar is larger than 2 MB');
  });

  it('gives up after the time limit', async () => {
    const started = Date.now();
    await expect(fetchCalendar(`${base}/slow`, { allowPrivate: true, timeoutMs: 300 })).rejects.toThrow('The calendar took too long to answer');
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('says an error page or a missing host could not be read', async () => {
    await expect(fetchCalendar(`${base}/missing`, { allowPrivate: true })).rejects.toThrow('The calendar could not be read');
    await expect(fetchCalendar('http://no-such-host.invalid/x.ics', { allowPrivate: true })).rejects.toThrow('The calendar could not be read');
    await expect(fetchCalendar('http://', { allowPrivate: true })).rejects.toThrow('The calendar could not be read');
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { applyHttpTimeouts, HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS } from './http-timeouts';

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** One request on the agent's socket; resolves with the socket it went over. */
function request(agent: http.Agent, port: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const req = http.request({ port, host: '127.0.0.1', method: 'POST', agent, path: '/' }, (res) => {
      res.resume();
      res.on('end', () => resolve(req.socket));
    });
    req.on('error', reject);
    req.end('{}');
  });
}

describe('HTTP timeouts', () => {
  it('keeps idle keep-alive connections longer than a proxy does, headers longer still', () => {
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    expect(HEADERS_TIMEOUT_MS).toBeGreaterThan(KEEP_ALIVE_TIMEOUT_MS);
  });

  it(
    'answers a POST on a connection idle for longer than Node’s default (5 s, closed at about 6 s), on the same socket',
    { timeout: 20_000 },
    async () => {
      server = http.createServer((_req, res) => res.end('ok'));
      applyHttpTimeouts(server);
      await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
      const port = (server.address() as AddressInfo).port;
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      let closed = false;
      const first = await request(agent, port);
      (first as import('node:net').Socket).once('close', () => (closed = true));
      await new Promise((r) => setTimeout(r, 7_000));
      expect(closed).toBe(false);
      const second = await request(agent, port);
      expect(second).toBe(first);
      agent.destroy();
    },
  );
});

/**
 * Connection timeouts of the HTTP server (issue 19 L4). Node closes an idle keep-alive connection after
 * 5 s; a proxy or load balancer in front usually keeps its idle upstream connections for 60 s, so it
 * could send a request on a socket Node was closing, and the POST was reset. The server keeps idle
 * connections longer than any usual proxy does, and waits for headers a little longer still (Node
 * requires headersTimeout above keepAliveTimeout).
 */
import type { Server } from 'node:http';

export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
export const HEADERS_TIMEOUT_MS = 66_000;

export function applyHttpTimeouts(server: Pick<Server, 'keepAliveTimeout' | 'headersTimeout'>): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
}

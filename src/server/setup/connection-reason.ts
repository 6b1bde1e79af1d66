/**
 * A short, fixed reason for a failed database connection test, instead of the driver's message (which
 * can carry host details, file paths or server banners that help probe a network).
 */
const BY_CODE: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host not found',
  ETIMEDOUT: 'timed out',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'host unreachable',
  ECONNRESET: 'the server closed the connection',
  ERR_INVALID_URL: 'not a valid database URL',
  '28P01': 'wrong user name or password',
  '28000': 'access refused by the server',
  '3D000': 'the database does not exist',
  '53300': 'the server has too many connections',
  '57P03': 'the server is starting up or shutting down',
};

export function connectionFailureReason(err: unknown): string {
  const e = (err ?? {}) as { code?: unknown; message?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  if (BY_CODE[code]) return BY_CODE[code];
  const message = typeof e.message === 'string' ? e.message : '';
  if (/timeout|timed out/i.test(message)) return 'timed out';
  if (/invalid url/i.test(message)) return 'not a valid database URL';
  if (/ssl/i.test(message)) return 'the secure (SSL) connection could not be set up';
  return 'the server did not accept the connection';
}

export const couldNotConnect = (err: unknown) => `Could not connect: ${connectionFailureReason(err)}`;

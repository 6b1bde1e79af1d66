import { describe, expect, it } from 'vitest';
import { connectionFailureReason, couldNotConnect } from './connection-reason';

describe('connectionFailureReason', () => {
  it('names the common failures briefly', () => {
    expect(couldNotConnect(Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' }))).toBe('Could not connect: connection refused');
    expect(connectionFailureReason({ code: 'ENOTFOUND', message: 'getaddrinfo ENOTFOUND db.internal' })).toBe('host not found');
    expect(connectionFailureReason({ code: '28P01', message: 'password authentication failed for user "postgres"' })).toBe('wrong user name or password');
    expect(connectionFailureReason({ code: '3D000' })).toBe('the database does not exist');
    expect(connectionFailureReason(new Error('Connection terminated due to connection timeout'))).toBe('timed out');
    expect(connectionFailureReason(new TypeError('Invalid URL'))).toBe('not a valid database URL');
  });
  it('never passes on the driver’s own words', () => {
    const raw = new Error('ENOENT: no such file or directory, open \'/etc/secret/key.pem\'');
    expect(couldNotConnect(raw)).toBe('Could not connect: the server did not accept the connection');
    expect(couldNotConnect(undefined)).toBe('Could not connect: the server did not accept the connection');
  });
});

import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it("keeps this app's own paths with their query and hash", () => {
    expect(safeReturnPath('/portal?tab=payments-due')).toBe('/portal?tab=payments-due');
    expect(safeReturnPath('/properties#top')).toBe('/properties#top');
    expect(safeReturnPath('/login-history')).toBe('/login-history');
  });

  it('refuses other sites, /login itself and anything not a path', () => {
    for (const value of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '', '/login', '/login?mode=signin', '/login#x', null, 42, undefined]) {
      expect(safeReturnPath(value)).toBeNull();
    }
  });
});

/** Issue 7 C9/S8: which link a contract offers, when links may be made or closed, and the consent wording. */
import { describe, expect, it } from 'vitest';
import {
  canCreateShare,
  canDeactivateShare,
  CONSENT_SENTENCE,
  CONTRACT_STATUS_LABELS,
  isShareViewable,
  offeredShare,
  panelSigner,
} from './contracts';

const unsigned = { id: 'a', signedAt: null };
const signedThrough = { id: 'b', signedAt: '2026-11-23T14:05:00.000Z' };

describe('contract links around signing and cancelling', () => {
  it("one badge, 'Signed', for both ways of signing", () => {
    expect(CONTRACT_STATUS_LABELS.signed).toBe('Signed');
    expect(CONTRACT_STATUS_LABELS.active).toBe('Signed');
  });

  it('offers an unsigned contract its open link, a signed one only the link it was signed through', () => {
    expect(offeredShare('draft', unsigned)).toBe(unsigned);
    expect(offeredShare('sent', unsigned)).toBe(unsigned);
    expect(offeredShare('active', signedThrough)).toBe(signedThrough);
    expect(offeredShare('signed', unsigned)).toBeNull();
    expect(offeredShare('cancelled', unsigned)).toBeNull();
    expect(offeredShare('draft', null)).toBeNull();
  });

  it('makes new links only for unsigned, uncancelled contracts; never closes a signed link', () => {
    expect(canCreateShare('draft')).toBe(true);
    expect(canCreateShare('sent')).toBe(true);
    for (const status of ['signed', 'active', 'cancelled'] as const) expect(canCreateShare(status)).toBe(false);
    expect(canDeactivateShare(unsigned)).toBe(true);
    expect(canDeactivateShare(signedThrough)).toBe(false);
  });

  it('a revoked link never opens again, even on a reopened draft', () => {
    expect(isShareViewable({ isActive: true }, 'draft')).toBe(true);
    expect(isShareViewable({ isActive: true, revokedAt: new Date() }, 'draft')).toBe(false);
    expect(isShareViewable({ isActive: false, revokedAt: null }, 'draft')).toBe(false);
    expect(isShareViewable({ isActive: true, revokedAt: null }, 'cancelled')).toBe(false);
  });

  it('words the consent sentence for whoever signs', () => {
    expect(panelSigner('owner')).toBe('self');
    expect(panelSigner('editor')).toBe('on-behalf');
    expect(CONSENT_SENTENCE.self).toMatch(/^By selecting Sign Contract you confirm that you have read and agree/);
    expect(CONSENT_SENTENCE['on-behalf']).toMatch(/the client has read and agreed to the terms above/);
    expect(CONSENT_SENTENCE['on-behalf']).not.toMatch(/your typed name/);
  });
});

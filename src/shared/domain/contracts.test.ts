import { describe, expect, it } from 'vitest';
import {
  canDeleteContract,
  canEditContract,
  canSignFromPanel,
  canSignThroughShare,
  checkSignatureName,
  contractPdfFileName,
  CONTRACT_STATUS_LABELS,
  defaultContractTerms,
  isContractDone,
  isShareTokenShape,
  isShareViewable,
  shareLink,
  SIGNED_VIA_LABELS,
  tokenSuffix,
} from './contracts';

describe('contract state rules', () => {
  it('freezes signed and active contracts', () => {
    for (const s of ['signed', 'active'] as const) {
      expect(canEditContract(s)).toBe(false);
      expect(canDeleteContract(s)).toBe(false);
      expect(isContractDone(s)).toBe(true);
    }
    for (const s of ['draft', 'sent', 'cancelled'] as const) {
      expect(canEditContract(s)).toBe(true);
      expect(isContractDone(s)).toBe(false);
    }
  });
  it('signs only drafts from the panel, drafts and sent ones through a share', () => {
    expect(canSignFromPanel('draft')).toBe(true);
    expect(canSignFromPanel('sent')).toBe(false);
    expect(canSignThroughShare('sent')).toBe(true);
    expect(canSignThroughShare('cancelled')).toBe(false);
    expect(canSignThroughShare('signed')).toBe(false);
  });
});

describe('signature name', () => {
  it('uses each screen\'s messages', () => {
    expect(checkSignatureName('  ', 'panel')).toEqual({ ok: false, message: 'Please enter your full legal name to sign the contract' });
    expect(checkSignatureName('', 'public')).toEqual({ ok: false, message: 'Please enter your full name as signature' });
    expect(checkSignatureName(' J ', 'panel')).toEqual({ ok: false, message: 'Please enter your full legal name' });
    expect(checkSignatureName('J', 'public')).toEqual({ ok: false, message: 'Signature must be at least 2 characters' });
    expect(checkSignatureName('  Jo Bloggs ', 'public')).toEqual({ ok: true, name: 'Jo Bloggs' });
  });
});

describe('default terms', () => {
  it('covers the template clauses of spec §9', () => {
    const terms = defaultContractTerms({ clientName: 'A Ltd', propertyName: 'Sea View', depositPounds: '100.00' });
    expect(terms).toMatch(/weekly/);
    expect(terms).toMatch(/net 30/);
    expect(terms).toMatch(/24 hours notice/);
    expect(terms).toMatch(/4 weeks written notice/);
    expect(terms).toMatch(/within 14 days/);
    expect(terms).toContain('Sea View');
  });
});

describe('share links and file names', () => {
  it('accepts only base64url tokens of 22 to 128 characters', () => {
    expect(isShareTokenShape('A'.repeat(22))).toBe(true);
    expect(isShareTokenShape('abc-_XYZ0123456789abcdefgh')).toBe(true);
    expect(isShareTokenShape('A'.repeat(21))).toBe(false);
    expect(isShareTokenShape('A'.repeat(129))).toBe(false);
    expect(isShareTokenShape(`${'A'.repeat(22)}/..`)).toBe(false);
    expect(isShareTokenShape('6f1c0a8e-2b1d-4c5e-9f00-123456789abc')).toBe(true); // shape only; the server makes longer ones
  });
  it('builds the link from the origin', () => {
    expect(shareLink('https://linen.example/', 'tok_123')).toBe('https://linen.example/contract/tok_123');
    expect(shareLink('http://127.0.0.1:3000', 'x')).toBe('http://127.0.0.1:3000/contract/x');
  });
  it('keeps a token suffix of six characters', () => {
    expect(tokenSuffix('abcdefghijklmnop')).toBe('klmnop');
  });
  it('hides links that were deactivated or whose contract was cancelled', () => {
    expect(isShareViewable({ isActive: true }, 'draft')).toBe(true);
    expect(isShareViewable({ isActive: true }, 'active')).toBe(true);
    expect(isShareViewable({ isActive: false }, 'draft')).toBe(false);
    expect(isShareViewable({ isActive: true }, 'cancelled')).toBe(false);
  });
  it('names the PDF after the property, title and signing day', () => {
    expect(
      contractPdfFileName({ propertyName: 'Sea View Cottage', title: 'Property Service Contract', signedAt: new Date('2026-03-14T23:30:00Z') }),
    ).toBe('sea-view-cottage-property-service-contract-signed-2026-03-14.pdf');
    expect(contractPdfFileName({ propertyName: 'Zoë’s Flat #2', title: '', signedAt: null })).toBe('zoe-s-flat-2.pdf');
    expect(contractPdfFileName({ propertyName: '★', title: '☆', signedAt: null })).toBe('contract.pdf');
  });
  it('labels every status', () => {
    expect(Object.keys(CONTRACT_STATUS_LABELS).sort()).toEqual(['active', 'cancelled', 'draft', 'sent', 'signed']);
  });
});

describe('signing methods', () => {
  it('describes each way a contract can be signed', () => {
    expect(SIGNED_VIA_LABELS).toEqual({
      share: 'Online, through the contract link',
      owner: "Online, in the client's own account",
      panel: 'In person, recorded by the provider',
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  canDeleteContract,
  canEditContract,
  canSignFromPanel,
  canSignThroughShare,
  contractPdfFileName,
  CONTRACT_STATUS_LABELS,
  defaultContractTerms,
  depositMismatch,
  depositMismatchMessage,
  depositPhrase,
  isContractDone,
  isShareTokenShape,
  isShareViewable,
  retargetDepositTerms,
  shareLink,
  SIGNED_VIA_LABELS,
  tokenSuffix,
} from './contracts';
import { canShareContracts, contractAudience } from './abilities';

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

describe('default terms', () => {
  it('covers the template clauses of spec §9', () => {
    const terms = defaultContractTerms({ clientName: 'A Ltd', propertyName: 'Sea View', depositPence: 10_000 });
    expect(terms).toMatch(/weekly/);
    expect(terms).toMatch(/net 30/);
    expect(terms).toMatch(/24 hours notice/);
    expect(terms).toMatch(/4 weeks written notice/);
    expect(terms).toMatch(/within 14 days/);
    expect(terms).toContain('Sea View');
    expect(terms).toContain('a refundable damage deposit of £100.00 is held');
  });
  it('states the deposit it is generated for', () => {
    const terms = defaultContractTerms({ clientName: 'A Ltd', propertyName: 'Sea View', depositPence: 15_000 });
    expect(terms).toContain('5. Deposit: a refundable damage deposit of £150.00 is held');
    expect(terms).not.toContain('£100.00');
    expect(defaultContractTerms({ clientName: 'A', propertyName: 'B', depositPence: 12_050 })).toContain('deposit of £120.50 is held');
    expect(depositPhrase(0)).toBe('a refundable damage deposit of £0.00');
  });
});

describe('terms that follow the deposit', () => {
  const template = (pence: number) => defaultContractTerms({ clientName: 'A Ltd', propertyName: 'Sea View', depositPence: pence });

  it('moves the generated deposit phrase to the new amount and leaves the rest alone', () => {
    expect(retargetDepositTerms(template(10_000), 10_000, 15_000)).toBe(template(15_000));
    expect(retargetDepositTerms(template(10_000), 10_000, 12_000)).toBe(template(12_000));
    // Step by step, as the deposit is typed: 100.00 → 1 → 15 → 150.
    let terms = template(10_000);
    for (const [from, to] of [[10_000, 100], [100, 1_500], [1_500, 15_000]]) terms = retargetDepositTerms(terms, from, to);
    expect(terms).toBe(template(15_000));
    const edited = `${template(10_000)}\n7. Extra: keys are left in the key safe.`;
    expect(retargetDepositTerms(edited, 10_000, 15_000)).toBe(`${template(15_000)}\n7. Extra: keys are left in the key safe.`);
  });

  it('does not clobber terms rewritten by hand', () => {
    const own = 'Our own terms. A deposit of £100.00 is held by the provider.';
    expect(retargetDepositTerms(own, 10_000, 15_000)).toBe(own);
    // The phrase already states another amount than the old deposit: the user's choice stands.
    const other = template(20_000);
    expect(retargetDepositTerms(other, 10_000, 15_000)).toBe(other);
    // £10.00 is not the start of £10.005, nor of £100.00.
    expect(retargetDepositTerms('a refundable damage deposit of £10.005', 1_000, 2_000)).toBe('a refundable damage deposit of £10.005');
    expect(retargetDepositTerms(template(10_000), 1_000, 2_000)).toBe(template(10_000));
    expect(retargetDepositTerms(template(10_000), 10_000, 10_000)).toBe(template(10_000));
  });

  it('moves any phrase that depositMismatch reads as the old amount, whatever its case or form', () => {
    const terms = 'A refundable damage deposit of £100 is held. Also A REFUNDABLE DAMAGE DEPOSIT OF £1,000.00 elsewhere.';
    expect(depositMismatch(terms, 10_000)).toBe(100_000);
    expect(retargetDepositTerms('A refundable damage deposit of £100 is held.', 10_000, 15_000)).toBe('A refundable damage deposit of £150.00 is held.');
    expect(retargetDepositTerms(terms, 100_000, 15_000)).toBe('A refundable damage deposit of £100 is held. Also A REFUNDABLE DAMAGE DEPOSIT OF £150.00 elsewhere.');
    expect(retargetDepositTerms('a refundable damage deposit of £100.5 and £100.50', 10_050, 200)).toBe('a refundable damage deposit of £2.00 and £100.50');
    for (const stated of ['A refundable damage deposit of £100', 'a refundable damage deposit of £100.00', 'A Refundable Damage Deposit Of £100.0']) {
      expect(depositMismatch(stated, 10_000)).toBeNull();
      const moved = retargetDepositTerms(stated, 10_000, 12_500);
      expect(depositMismatch(moved, 12_500)).toBeNull();
    }
  });

  it('finds a deposit the terms state that differs from the contract\'s', () => {
    expect(depositMismatch(template(15_000), 15_000)).toBeNull();
    expect(depositMismatch(template(10_000), 15_000)).toBe(10_000);
    expect(depositMismatch('Our own terms with no deposit clause.', 15_000)).toBeNull();
    expect(depositMismatch('A refundable damage deposit of £1,200 is held.', 120_000)).toBeNull();
    expect(depositMismatch('A refundable damage deposit of £1,200 is held.', 12_000)).toBe(120_000);
    expect(depositMismatch(`${template(15_000)}\nAlso a refundable damage deposit of £99.00.`, 15_000)).toBe(9_900);
    expect(depositMismatchMessage(10_000, 15_000, 'editor')).toBe(
      "The terms state a deposit of £100.00 but the contract's deposit is £150.00. Change the terms or the deposit so they match.",
    );
    expect(depositMismatchMessage(10_000, 15_000, 'signer')).toMatch(/ask the provider to correct the contract/);
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

describe('who sees what of a property\'s contracts', () => {
  it('tells editors, owners and read-only staff apart; only editors share', () => {
    expect(contractAudience({ flags: { properties_edit: true, is_property_owner: false } })).toBe('editor');
    expect(contractAudience({ flags: { properties_edit: true, is_property_owner: true } })).toBe('editor');
    expect(contractAudience({ flags: { properties_edit: false, is_property_owner: true } })).toBe('owner');
    expect(contractAudience({ flags: { properties_edit: false, is_property_owner: false } })).toBe('viewer');
    expect(canShareContracts('editor')).toBe(true);
    expect(canShareContracts('owner')).toBe(false);
    expect(canShareContracts('viewer')).toBe(false);
  });
});

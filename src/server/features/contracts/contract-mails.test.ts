import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contractLinkMail, contractSignedAdminMail, contractSignedOwnerMail } from './contract-mails';

const contract = { title: 'Property Service Contract', clientName: 'Anna Lets', propertyName: 'Sea View', depositAmountPence: 10000 };
const signed = {
  ...contract,
  signerName: 'Anna Lets',
  signedAt: new Date('2026-11-23T14:05:00Z'),
  via: 'share' as const,
  pdfUrl: 'https://linen.example/api/public/contracts/tok/pdf',
  pdfNeedsSignIn: false,
};

describe('contract e-mails', () => {
  it('sends the link with the deposit and an optional note', () => {
    const mail = contractLinkMail('anna@example.com', contract, 'https://linen.example/contract/tok', 'Call us');
    expect(mail).toMatchObject({ to: 'anna@example.com', kind: 'contract-link', subject: 'Please review and sign: Property Service Contract for Sea View' });
    expect(mail.text).toContain('https://linen.example/contract/tok');
    expect(mail.text).toContain('£100.00');
    expect(mail.text).toContain('Call us');
    expect(contractLinkMail('a@b.c', contract, 'x', null).text).not.toContain('A note from us');
  });

  it("says who signed, when (UK time) and how, with the PDF link", () => {
    const owner = contractSignedOwnerMail('anna@example.com', signed);
    expect(owner.subject).toBe('Signed: Property Service Contract for Sea View');
    expect(owner.text).toContain('Signed: 23 Nov 2026, 14:05 (UK time)');
    expect(owner.text).toContain('Signed contract (PDF): https://linen.example/api/public/contracts/tok/pdf');
    const admin = contractSignedAdminMail('office@example.com', { ...signed, pdfNeedsSignIn: true }, 'https://linen.example/');
    expect(admin.kind).toBe('contract-signed-admin');
    expect(admin.text).toContain('sign in to open');
    expect(admin.text).toContain('https://linen.example/properties');
  });

  it('keeps any typed name on one line of the subject and body', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (name, property) => {
        const mail = contractSignedOwnerMail('a@b.c', { ...signed, clientName: name, signerName: name, propertyName: property });
        expect(mail.subject).not.toMatch(/[\r\n]/);
        expect(mail.text.split('\n').find((l) => l.startsWith('Signed by:'))).toBeDefined();
      }),
    );
  });
});

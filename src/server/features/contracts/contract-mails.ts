/**
 * The contract e-mails (issue 7 C10), written to the outbox: the contract link to the client when staff
 * choose 'Send by e-mail', and 'contract signed' to the owner (with the PDF link) and to the provider's
 * admins, once per signing.
 */
import { formatPence } from '@shared/domain/money';
import { SIGNED_VIA_LABELS, type SignedVia } from '@shared/domain/contracts';
import { formatDateTime } from '@shared/format-dates';
import type { NewMail } from '../mail';

export interface ContractMailFacts {
  title: string;
  clientName: string;
  propertyName: string;
  depositAmountPence: number;
}

/** One line per value: names typed by people never break the mail's layout. */
const oneLine = (text: string) => text.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

export function contractLinkMail(to: string, contract: ContractMailFacts, link: string, note: string | null): NewMail {
  const lines = [
    `Hello ${oneLine(contract.clientName)},`,
    '',
    `Your ${oneLine(contract.title)} for ${oneLine(contract.propertyName)} is ready to review and sign (deposit ${formatPence(contract.depositAmountPence)}).`,
    '',
    'Open it here, read the terms, and sign by typing your full name:',
    link,
  ];
  if (note) lines.push('', 'A note from us:', note.trim());
  lines.push('', 'The link is personal to this contract: please do not forward it. If you did not expect this contract, reply to let us know.');
  return {
    to,
    kind: 'contract-link',
    subject: `Please review and sign: ${oneLine(contract.title)} for ${oneLine(contract.propertyName)}`,
    text: lines.join('\n'),
  };
}

export interface SignedMailFacts extends ContractMailFacts {
  signerName: string;
  signedAt: Date;
  via: SignedVia;
  /** Where the signed PDF is: the public link's PDF, or the in-app PDF (sign-in needed). */
  pdfUrl: string;
  pdfNeedsSignIn: boolean;
}

function signedSummary(facts: SignedMailFacts): string[] {
  return [
    `Contract: ${oneLine(facts.title)}`,
    `Property: ${oneLine(facts.propertyName)}`,
    `Client: ${oneLine(facts.clientName)}`,
    `Signed by: ${oneLine(facts.signerName)}`,
    `Signed: ${formatDateTime(facts.signedAt.toISOString())} (UK time)`,
    `How: ${SIGNED_VIA_LABELS[facts.via]}`,
    `Deposit: ${formatPence(facts.depositAmountPence)}`,
  ];
}

const pdfLine = (facts: SignedMailFacts) =>
  facts.pdfNeedsSignIn ? `Signed contract (PDF, sign in to open): ${facts.pdfUrl}` : `Signed contract (PDF): ${facts.pdfUrl}`;

export function contractSignedOwnerMail(to: string, facts: SignedMailFacts): NewMail {
  return {
    to,
    kind: 'contract-signed-owner',
    subject: `Signed: ${oneLine(facts.title)} for ${oneLine(facts.propertyName)}`,
    text: [
      `Hello ${oneLine(facts.clientName)},`,
      '',
      'Your service contract has been signed. Keep this e-mail for your records.',
      '',
      ...signedSummary(facts),
      '',
      pdfLine(facts),
      '',
      'If you did not sign this contract or authorise anyone to sign it for you, reply to this e-mail straight away.',
    ].join('\n'),
  };
}

export function contractSignedAdminMail(to: string, facts: SignedMailFacts, appUrl: string): NewMail {
  return {
    to,
    kind: 'contract-signed-admin',
    subject: `Contract signed: ${oneLine(facts.clientName)}, ${oneLine(facts.propertyName)}`,
    text: [
      'A property service contract has been signed.',
      '',
      ...signedSummary(facts),
      '',
      pdfLine(facts),
      `Properties: ${appUrl.replace(/\/+$/, '')}/properties`,
    ].join('\n'),
  };
}

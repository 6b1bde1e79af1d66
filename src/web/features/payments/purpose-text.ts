import type { TCheckoutSession } from '@shared/schemas/payments';

/** A sentence saying what a completed checkout paid for. */
export function paidForText(session: TCheckoutSession): string {
  const names = session.lineItems.map((l) => l.name).join(', ');
  switch (session.purpose) {
    case 'deposit':
      return `The £100 damage deposit${session.reference.propertyName ? ` for ${session.reference.propertyName}` : ''} is paid. Onboarding step 3 is complete.`;
    case 'collection':
      return `The collection invoice is paid (${names}).`;
    case 'damage':
      return `The damage charge is paid (${names}).`;
    case 'charge':
      return `The charge is paid (${names}).`;
    default:
      return session.mode === 'subscription' ? `Your ${names} subscription is active.` : `Thank you for buying ${names}.`;
  }
}

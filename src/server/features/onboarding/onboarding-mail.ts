/** The 'onboarding complete' e-mail (issue 7): to the client's primary e-mail and the provider's admins. */
import type { NewMail } from '../mail';

export function onboardingCompleteMail(
  to: string,
  input: { propertyName: string; clientName: string; contactName: string | null; forAdmin: boolean },
): NewMail {
  const subject = `Onboarding complete: ${input.propertyName}`;
  const text = input.forAdmin
    ? [
        `${input.propertyName} (${input.clientName}) has completed all five onboarding steps.`,
        '',
        'Its linen card is on the board with status New: arrange the first linen delivery.',
      ]
    : [
        `Hello ${input.contactName || input.clientName},`,
        '',
        `${input.propertyName} is fully set up: the property details, the damage deposit, the signed contract and your services are all in place.`,
        '',
        'We are arranging your first linen delivery. You can follow it in Linen Service under My Properties.',
      ];
  return { to, kind: 'onboarding-complete', subject, text: text.join('\n') };
}

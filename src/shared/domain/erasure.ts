/**
 * The placeholders an erased owner's records get (decision 0146): no personal data, still unique per
 * record (the e-mail columns are unique), on the reserved '.invalid' domain so no mail is ever sent.
 */
export const ERASED_USER_NAME = 'Erased user';
export const ERASED_SIGNER = 'Erased';
export const ERASED_DOMAIN = 'erased.invalid';

const short = (id: string) => id.replace(/-/g, '').slice(0, 8);

export const erasedClientName = (clientId: string) => `Erased client ${short(clientId)}`;
export const erasedClientEmail = (clientId: string) => `client-${clientId}@${ERASED_DOMAIN}`;
export const erasedUserEmail = (userId: string) => `user-${userId}@${ERASED_DOMAIN}`;

/** Whether the typed confirmation is the account's e-mail (case and surrounding spaces ignored). */
export function confirmsEmail(typed: string, accountEmail: string): boolean {
  return typed.trim().toLowerCase() === accountEmail.trim().toLowerCase();
}

/** Who hears for the provider: the active super admins and PROVIDER_ADMIN_EMAILS, case-insensitively once each. */
import type { DbOrTx } from '../../db/client';
import { activeSuperadminEmails } from './users.repo';

export async function providerAdminAddresses(db: DbOrTx, configured: readonly string[]): Promise<string[]> {
  const seen = new Map<string, string>();
  for (const email of [...(await activeSuperadminEmails(db)), ...configured]) {
    const key = email.trim().toLowerCase();
    if (key && !seen.has(key)) seen.set(key, email.trim());
  }
  return [...seen.values()];
}

/**
 * Two clients, each with a property and a linen card, for the tests that compare totals kept by triggers
 * with the rows' own aggregate across clients (day-totals, kept-changeover-request-totals, linen-card-counts). Names are
 * `${tag} A`, `${tag} House A`, and so on.
 */
import { clients, linenCards, properties } from '@server/db/schema';
import type { TestApp } from './harness';

export async function twoClients(db: TestApp['deps']['db'], tag: string) {
  const mail = (s: string) => `${tag.toLowerCase()}-${s}@owner.example`;
  const [{ id: clientA }, { id: clientB }] = await db
    .insert(clients)
    .values([
      { name: `${tag} A`, primaryEmail: mail('a') },
      { name: `${tag} B`, primaryEmail: mail('b') },
    ])
    .returning();
  const [{ id: propertyA }, { id: propertyB }] = await db
    .insert(properties)
    .values([
      { name: `${tag} House A`, clientId: clientA },
      { name: `${tag} House B`, clientId: clientB },
    ])
    .returning();
  const [{ id: cardA }, { id: cardB }] = await db
    .insert(linenCards)
    .values([
      { propertyId: propertyA, clientId: clientA },
      { propertyId: propertyB, clientId: clientB },
    ])
    .returning();
  return { clientA, clientB, propertyA, propertyB, cardA, cardB };
}

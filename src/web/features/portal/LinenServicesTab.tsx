/**
 * Linen Services: the client's linen cards with their status, days on beds, damaged and missing
 * items, the last changeover, how long the linen has been in transit, and the service status text.
 */
import { Shirt } from 'lucide-react';
import { EmptyState } from '@web/components/ui';
import type { ClientLinenCard } from '../clients/use-client-linen-cards';
import { LinenServiceCard } from './components/LinenServiceCard';

export function LinenServicesTab({ cards, now = new Date() }: { cards: ClientLinenCard[]; now?: Date }) {
  if (cards.length === 0) {
    return (
      <EmptyState
        icon={Shirt}
        headingLevel={2}
        title="No linen services yet"
        description="A property's linen service starts here once all of its setup steps are complete."
      />
    );
  }
  return (
    <ul className="grid gap-4 lg:grid-cols-2" aria-label="Linen services">
      {cards.map((card) => (
        <li key={card.id}>
          <LinenServiceCard card={card} now={now} />
        </li>
      ))}
    </ul>
  );
}

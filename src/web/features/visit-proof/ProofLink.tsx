/**
 * 'View proof': the one-click link from a list row (the collections ledger, the changeovers list, a card's
 * history) to the proof of the courier visit that made it (decision 0191). Nothing when no visit did.
 */
import { Link } from 'react-router';
import { ClipboardCheck } from 'lucide-react';
import { VIEW_PROOF } from '@shared/domain/visit-proof';
import { Button } from '@web/components/ui';
import { visitProofPath } from './visit-proof-path';

export function ProofLink({ visitId, about }: { visitId: string | null; about: string }) {
  if (!visitId) return null;
  return (
    <Button asChild size="sm" variant="outline">
      <Link to={visitProofPath(visitId)} aria-label={`${VIEW_PROOF} of ${about}`}>
        <ClipboardCheck aria-hidden="true" />
        {VIEW_PROOF}
      </Link>
    </Button>
  );
}

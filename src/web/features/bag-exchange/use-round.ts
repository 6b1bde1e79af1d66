/**
 * GET /api/courier/round (issue 22): the Collect, Return and Deliver lists the courier works from, each card
 * with its label code and what its property has on hire. Read whenever there is signal ('offlineFirst':
 * a service worker's copy may answer without it); the last copy stays on screen when a read fails. A
 * scanned label is found here first, on the phone.
 */
import { useQuery } from '@tanstack/react-query';
import { normaliseLabelCode, type BagStep } from '@shared/domain/bag-exchange';
import type { TRound, TRoundCard } from '@shared/schemas/courier';
import { apiClient } from '@web/lib/api-client';
import { bagKeys } from './query-keys';

export function useRound() {
  return useQuery({
    queryKey: bagKeys.round,
    queryFn: ({ signal }) => apiClient.get('/api/courier/round', { signal }),
    networkMode: 'offlineFirst',
  });
}

const STEPS: readonly BagStep[] = ['collect', 'return', 'deliver'];

/** The card of a (normalised) label code in the round, with the step its list makes, or null. */
export function findInRound(round: TRound, code: string): { card: TRoundCard; step: BagStep } | null {
  for (const step of STEPS) {
    const card = round[step].cards.find((c) => normaliseLabelCode(c.labelCode) === code);
    if (card) return { card, step };
  }
  return null;
}

/** A card of the round by its id (a bag looked up on the server: what it has on hire, if the round knows it). */
export function cardInRound(round: TRound | undefined, id: string): TRoundCard | null {
  if (!round) return null;
  for (const step of STEPS) {
    const card = round[step].cards.find((c) => c.id === id);
    if (card) return card;
  }
  return null;
}

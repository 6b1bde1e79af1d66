/**
 * 'Select Cleaning Team' for Move to Changeover (docs/product.md §2.4): the active teams; Assign stays
 * disabled until one is chosen. Confirming moves the card and notes the team on it.
 */
import { useState } from 'react';
import { toast } from 'sonner';
import { Star } from 'lucide-react';
import { LINEN_MESSAGES as M } from '@shared/domain/linen';
import type { TBoardCard } from '@shared/schemas/linen';
import { Alert, Button, Dialog, DialogActions, SectionSpinner } from '@web/components/ui';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { useCleaningTeams } from '../teams/use-cleaning-teams';
import { isAlreadyMoved } from './move-messages';
import { useMoveCard } from './use-move-card';

export interface SelectTeamDialogProps {
  /** The On Beds card to move; null closes the dialog. */
  card: Pick<TBoardCard, 'id' | 'propertyName'> | null;
  onClose: () => void;
}

export function SelectTeamDialog({ card, onClose }: SelectTeamDialogProps) {
  return (
    <Dialog
      open={card !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Select Cleaning Team"
      description={card ? `Choose the team for the changeover at ${card.propertyName}.` : undefined}
    >
      {card && <TeamChoice card={card} onClose={onClose} />}
    </Dialog>
  );
}

function TeamChoice({ card, onClose }: { card: Pick<TBoardCard, 'id' | 'propertyName'>; onClose: () => void }) {
  const teams = useCleaningTeams({ active: 'true', search: '' });
  const move = useMoveCard();
  const [teamId, setTeamId] = useState('');
  const [banner, setBanner] = useState<string | null>(null);

  function assign() {
    setBanner(null);
    move.mutate(
      { card, move: 'move-to-changeover', teamId },
      {
        onSuccess: () => {
          toast.success(`${card.propertyName} moved to Changeover Due`);
          onClose();
        },
        onError: (error) => {
          if (isAlreadyMoved(error)) {
            toast.error(M.alreadyMoved);
            onClose();
          } else {
            // A team deactivated meanwhile: the server says which; otherwise the spec's text.
            setBanner(error instanceof ApiError && error.issues?.length ? error.message : M.assignTeamFailed);
          }
        },
      },
    );
  }

  if (teams.isPending) return <SectionSpinner label="Loading teams" />;
  const list = teams.data ?? [];
  return (
    <div className="space-y-4">
      {banner && <Alert variant="error">{banner}</Alert>}
      {teams.isError ? (
        <Alert variant="error">Cleaning teams could not be loaded. Please try again.</Alert>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-700">No active cleaning teams. Add or reactivate a team on the Cleaning Teams page.</p>
      ) : (
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-900">Active cleaning teams</legend>
          <div className="space-y-2">
            {list.map((team) => (
              <label
                key={team.id}
                className={cn(
                  'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-3',
                  teamId === team.id ? 'border-brand-700 bg-brand-50' : 'border-slate-200 hover:bg-slate-50',
                )}
              >
                <input
                  type="radio"
                  name="cleaning-team"
                  value={team.id}
                  checked={teamId === team.id}
                  onChange={() => setTeamId(team.id)}
                  className="mt-1 size-4 accent-brand-700"
                />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-slate-900 [overflow-wrap:anywhere]">{team.name}</span>
                  <span className="block text-sm text-slate-700">
                    {[team.contactPerson, team.phone].filter(Boolean).join(' · ') || 'No contact details'}
                  </span>
                  {team.specialties.length > 0 && <span className="block text-xs text-slate-600">{team.specialties.join(', ')}</span>}
                </span>
                <span className="inline-flex items-center gap-1 text-sm text-slate-700">
                  <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
                  {team.rating}
                  <span className="sr-only"> of 5 rating</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <DialogActions busy={move.isPending}>
        <Button disabled={!teamId} loading={move.isPending} loadingText="Assigning..." onClick={assign}>
          Assign
        </Button>
      </DialogActions>
    </div>
  );
}

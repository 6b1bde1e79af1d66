/**
 * /cleaners, Cleaning Teams (docs/product.md §2.2; DESIGN §5.2): team cards with rating, active flag,
 * specialties, contact details and notes; a server-side search (debounced 300 ms) and an active
 * filter; add/edit in one form dialog, activate/deactivate and delete (a team in use is deactivated
 * instead, and the toast says so) for those who may manage teams (canManageTeams).
 */
import { useState } from 'react';
import { Plus, SearchX, Sparkles } from 'lucide-react';
import { toast } from 'sonner';
import { SEARCH_DEBOUNCE_MS } from '@shared/constants';
import { TEAM_MESSAGES as M } from '@shared/domain/cleaning-teams';
import { canListTeams, canManageTeams } from '@shared/domain/abilities';
import type { TCleaningTeam } from '@shared/schemas/linen';
import { Alert, Button, EmptyState, PageHeader, SearchInput, SectionSpinner, Select, useConfirm } from '@web/components/ui';
import { useSession, subjectOf } from '@web/lib/session';
import { errorMessage } from '@web/lib/api';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import type { TeamListParams } from './query-keys';
import { TeamCard } from './TeamCard';
import { TeamFormDialog } from './TeamFormDialog';
import { useCleaningTeams } from './use-cleaning-teams';
import { useDeleteTeam } from './use-delete-team';
import { useUpdateTeam } from './use-update-team';

const ACTIVE_OPTIONS: { value: TeamListParams['active']; label: string }[] = [
  { value: '', label: 'All Teams' },
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
];

export default function TeamsPage() {
  const me = useSession();
  const who = subjectOf(me);
  const canManage = canManageTeams(who);
  const canList = canListTeams(who);
  const confirm = useConfirm();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [active, setActive] = useState<TeamListParams['active']>('');
  const [form, setForm] = useState<{ team: TCleaningTeam | null } | null>(null);
  const teams = useCleaningTeams({ active, search }, { enabled: canList });
  const update = useUpdateTeam();
  const remove = useDeleteTeam();
  const busyId = update.isPending ? update.variables.id : remove.isPending ? remove.variables : null;

  function onToggleActive(team: TCleaningTeam) {
    update.mutate(
      { id: team.id, body: { isActive: !team.isActive } },
      {
        onSuccess: () => toast.success(`${team.isActive ? M.deactivated : M.activated}: ${team.name}`),
        onError: (error) => toast.error(errorMessage(error, M.saveFailed)),
      },
    );
  }

  async function onDelete(team: TCleaningTeam) {
    const ok = await confirm({ title: `Delete ${team.name}?`, description: M.confirmDelete, confirmLabel: 'Delete', destructive: true });
    if (!ok) return;
    remove.mutate(team.id, {
      onSuccess: (result) => (result.outcome === 'deleted' ? toast.success(`${M.deleted}: ${team.name}`) : toast.info(result.message)),
      onError: (error) => toast.error(errorMessage(error, M.deleteFailed)),
    });
  }

  const filtered = search !== '' || active !== '';
  const list = teams.data ?? [];

  let body;
  if (!canList) body = <Alert variant="info">Cleaning teams are managed by the provider's staff.</Alert>;
  else if (teams.isError)
    body = (
      <Alert variant="error" title={M.loadFailed}>
        {errorMessage(teams.error)}
      </Alert>
    );
  else if (teams.isPending) body = <SectionSpinner label="Loading cleaning teams" />;
  else if (list.length === 0)
    body = filtered ? (
      <EmptyState icon={SearchX} title={M.noTeamsFound} description="Try another search or filter." />
    ) : (
      <EmptyState
        icon={Sparkles}
        title={M.noTeamsYet}
        description={
          canManage ? 'Add the cleaning teams you work with, so cards can be assigned to them.' : 'Teams appear here once a manager adds them.'
        }
        action={
          canManage && (
            <Button onClick={() => setForm({ team: null })}>
              <Plus aria-hidden="true" />
              Add Team
            </Button>
          )
        }
      />
    );
  else
    body = (
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 2xl:grid-cols-3" aria-label="Cleaning teams">
        {list.map((team) => (
          <TeamCard
            key={team.id}
            team={team}
            canManage={canManage}
            busy={busyId === team.id}
            onEdit={(t) => setForm({ team: t })}
            onToggleActive={onToggleActive}
            onDelete={(t) => void onDelete(t)}
          />
        ))}
      </ul>
    );

  return (
    <>
      <PageHeader
        title="Cleaning Teams"
        description="The cleaning-team partners linen cards are assigned to at changeover."
        actions={
          canManage && (
            <Button onClick={() => setForm({ team: null })}>
              <Plus aria-hidden="true" />
              Add Team
            </Button>
          )
        }
      />
      {canList && (
        <div className="mb-4 flex flex-col gap-3 sm:flex-row">
          <SearchInput
            className="flex-1"
            aria-label="Search cleaning teams"
            placeholder="Search teams"
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
          />
          <Select
            aria-label="Filter by active flag"
            className="sm:w-48"
            value={active}
            onChange={(e) => setActive(e.target.value as TeamListParams['active'])}
            options={ACTIVE_OPTIONS}
          />
        </div>
      )}
      {body}
      <TeamFormDialog open={form !== null} onOpenChange={(o) => !o && setForm(null)} team={form?.team ?? null} />
    </>
  );
}

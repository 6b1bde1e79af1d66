/**
 * Cleaning teams (DESIGN §5.2): list (whoever moves cards, or manages teams), create, edit and delete
 * (super admins and managers: canManageTeams, decision 0080). A team named by any linen card or
 * changeover is deactivated instead of deleted, so history keeps its name. Every change is audited.
 */
import { TEAM_MESSAGES as M } from '@shared/domain/cleaning-teams';
import { canListTeams, canManageTeams, type TeamCaller } from '@shared/domain/abilities';
import type { TCreateTeamOutput, TDeleteTeamResult, TUpdateTeamOutput } from '@shared/schemas/cleaning-teams';
import type { TCleaningTeam } from '@shared/schemas/linen';
import { type AppDeps, type Caller, type RequestContext, subjectOf } from '../../lib/context';
import { forbidden, notFound } from '../../lib/errors';
import * as repo from './teams.repo';
import { audit } from '../../lib/audit';

type Deps = Pick<AppDeps, 'db' | 'now'>;

export const teamCallerOf = (caller: Caller): TeamCaller => subjectOf(caller);

function toTeam(row: repo.TeamRow, assignedCards: number): TCleaningTeam {
  return {
    id: row.id,
    name: row.name,
    contactPerson: row.contactPerson,
    phone: row.phone,
    email: row.email,
    address: row.address,
    specialties: row.specialties,
    rating: row.rating,
    isActive: row.isActive,
    notes: row.notes,
    assignedCards,
  };
}

function assertManager(caller: Caller) {
  if (!canManageTeams(teamCallerOf(caller))) throw forbidden();
}

export async function listTeams(deps: Deps, caller: Caller, query: { active?: 'true' | 'false'; search?: string }): Promise<TCleaningTeam[]> {
  if (!canListTeams(teamCallerOf(caller))) throw forbidden();
  const active = query.active === undefined ? undefined : query.active === 'true';
  const rows = await repo.listTeams(deps.db, { active, search: query.search || undefined });
  return rows.map((r) => toTeam(r, r.assignedCards));
}

export async function createTeam(deps: Deps, actor: RequestContext, input: TCreateTeamOutput): Promise<TCleaningTeam> {
  assertManager(actor.caller);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertTeam(tx, {
      name: input.name,
      contactPerson: input.contactPerson ?? null,
      phone: input.phone ?? null,
      email: input.email ?? null,
      address: input.address ?? null,
      specialties: input.specialties,
      rating: input.rating,
      isActive: input.isActive,
      notes: input.notes ?? null,
      createdAt: now,
      updatedAt: now,
    });
    await audit(tx, actor, { action: 'cleaning_team.create', entityType: 'cleaning_team', entityId: row.id, details: { name: row.name } });
    return toTeam(row, 0);
  });
}

export async function updateTeam(deps: Deps, actor: RequestContext, id: string, input: TUpdateTeamOutput): Promise<TCleaningTeam> {
  assertManager(actor.caller);
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<repo.NewTeamRow>;
  return deps.db.transaction(async (tx) => {
    const row = await repo.updateTeam(tx, id, { ...changes, updatedAt: deps.now() });
    if (!row) throw notFound(M.notFound);
    await audit(tx, actor, { action: 'cleaning_team.update', entityType: 'cleaning_team', entityId: id, details: { fields: Object.keys(changes) } });
    const team = await repo.findTeam(tx, id);
    return toTeam(row, team?.assignedCards ?? 0);
  });
}

/** Deletes an unused team; a team any card or changeover names is deactivated instead, and the answer says so. */
export async function deleteTeam(deps: Deps, actor: RequestContext, id: string): Promise<TDeleteTeamResult> {
  assertManager(actor.caller);
  return deps.db.transaction(async (tx) => {
    const team = await repo.lockTeam(tx, id);
    if (!team) throw notFound(M.notFound);
    if (await repo.teamInUse(tx, id)) {
      if (team.isActive) await repo.updateTeam(tx, id, { isActive: false, updatedAt: deps.now() });
      await audit(tx, actor, {
        action: 'cleaning_team.deactivate',
        entityType: 'cleaning_team',
        entityId: id,
        details: { name: team.name, reason: 'in_use' },
      });
      return { outcome: 'deactivated', message: M.deactivatedInstead(team.name) };
    }
    await repo.deleteTeam(tx, id);
    await audit(tx, actor, { action: 'cleaning_team.delete', entityType: 'cleaning_team', entityId: id, details: { name: team.name } });
    return { outcome: 'deleted', message: M.deleted };
  });
}

/** Reads and writes of cleaning teams, and how many cards and changeovers name a team. */
import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { changeovers, cleaningTeams, linenCards } from '../../db/schema';
import { likePattern } from '../../lib/like-pattern';

export type TeamRow = typeof cleaningTeams.$inferSelect;
export type NewTeamRow = typeof cleaningTeams.$inferInsert;
export type TeamWithCards = TeamRow & { assignedCards: number };

export interface TeamFilters {
  active?: boolean;
  search?: string;
}

/**
 * Non-archived cards naming the team (the figure on the team's card). Column names are written out in
 * full: inside a subquery drizzle would render the outer column unqualified.
 */
const assignedCards = sql<number>`(
  select count(*)::int from linen_cards lc
  where lc.cleaning_team_id = "cleaning_teams"."id" and not lc.archived
)`;

/** Teams by name; search matches name, contact person, e-mail, phone, address and specialties. */
export async function listTeams(db: DbOrTx, filters: TeamFilters): Promise<TeamWithCards[]> {
  const search = filters.search?.trim();
  const pattern = search ? likePattern(search) : '';
  return db
    .select({ team: cleaningTeams, assignedCards })
    .from(cleaningTeams)
    .where(
      and(
        filters.active === undefined ? undefined : eq(cleaningTeams.isActive, filters.active),
        search
          ? or(
              ilike(cleaningTeams.name, pattern),
              ilike(cleaningTeams.contactPerson, pattern),
              ilike(cleaningTeams.email, pattern),
              ilike(cleaningTeams.phone, pattern),
              ilike(cleaningTeams.address, pattern),
              sql`${cleaningTeams.specialties}::text ilike ${pattern}`,
            )
          : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${cleaningTeams.name})`), asc(cleaningTeams.id))
    .then((rows) => rows.map((r) => ({ ...r.team, assignedCards: r.assignedCards })));
}

export async function findTeam(db: DbOrTx, id: string): Promise<TeamWithCards | null> {
  const [row] = await db.select({ team: cleaningTeams, assignedCards }).from(cleaningTeams).where(eq(cleaningTeams.id, id));
  return row ? { ...row.team, assignedCards: row.assignedCards } : null;
}

/** The team locked for a change (delete-or-deactivate decides on a stable row). */
export async function lockTeam(db: DbOrTx, id: string): Promise<TeamRow | null> {
  const [row] = await db.select().from(cleaningTeams).where(eq(cleaningTeams.id, id)).for('update');
  return row ?? null;
}

export async function insertTeam(db: DbOrTx, values: NewTeamRow): Promise<TeamRow> {
  const [row] = await db.insert(cleaningTeams).values(values).returning();
  return row;
}

export async function updateTeam(db: DbOrTx, id: string, values: Partial<NewTeamRow>): Promise<TeamRow | null> {
  const [row] = await db.update(cleaningTeams).set(values).where(eq(cleaningTeams.id, id)).returning();
  return row ?? null;
}

export async function deleteTeam(db: DbOrTx, id: string): Promise<void> {
  await db.delete(cleaningTeams).where(eq(cleaningTeams.id, id));
}

/** Whether any linen card (archived too) or changeover names the team: then it is kept, deactivated. */
export async function teamInUse(db: DbOrTx, id: string): Promise<boolean> {
  const [cards] = await db.select({ n: count() }).from(linenCards).where(eq(linenCards.cleaningTeamId, id));
  if (cards.n > 0) return true;
  const [rows] = await db.select({ n: count() }).from(changeovers).where(eq(changeovers.cleaningTeamId, id));
  return rows.n > 0;
}

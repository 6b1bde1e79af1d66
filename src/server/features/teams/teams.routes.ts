/**
 * /api/cleaning-teams: GET lists teams (?active=true|false&search=) for whoever may move cards or
 * manage teams (owners 403); POST, PATCH /:id and DELETE /:id for super admins and managers. DELETE of
 * a team in use deactivates it and says so ({ outcome, message }).
 */
import { Hono, type Context } from 'hono';
import { TEAM_MESSAGES as M } from '@shared/domain/cleaning-teams';
import { ZCreateTeam, ZDeleteTeamResult, ZListTeamsQuery, ZUpdateTeam } from '@shared/schemas/cleaning-teams';
import { type AppEnv, callerOf, requestContext } from '../../lib/context';
import { ZCleaningTeamAnswer, ZCleaningTeamList } from '@shared/schemas/linen';
import { responds } from '../../lib/responds';
import { validate } from '../../lib/validate';
import * as service from './teams.service';
import { idParam } from '../../lib/ids';

/** The :id parameter; anything but a UUID is simply not found. */
const teamId = (c: Context<AppEnv>): string => idParam(c, M.notFound);

export const teamsRoutes = new Hono<AppEnv>()
  .get('/', responds(ZCleaningTeamList))
  .get('/', validate('query', ZListTeamsQuery), async (c) => {
    return c.json({ teams: await service.listTeams(c.get('deps'), callerOf(c), c.req.valid('query')) });
  })
  .post('/', responds(ZCleaningTeamAnswer, 201))
  .post('/', validate('json', ZCreateTeam), async (c) => {
    return c.json({ team: await service.createTeam(c.get('deps'), requestContext(c), c.req.valid('json')) }, 201);
  })
  .patch('/:id', responds(ZCleaningTeamAnswer))
  .patch('/:id', validate('json', ZUpdateTeam), async (c) => {
    return c.json({ team: await service.updateTeam(c.get('deps'), requestContext(c), teamId(c), c.req.valid('json')) });
  })
  .delete('/:id', responds(ZDeleteTeamResult))
  .delete('/:id', async (c) => c.json(await service.deleteTeam(c.get('deps'), requestContext(c), teamId(c))));

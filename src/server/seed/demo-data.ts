/**
 * When demo data is seeded, and the production rule that no demo user keeps the published password.
 * Demo data: a fresh database in development (NODE_ENV unset or development, what `npm start` runs),
 * or with --demo / DEMO_DATA=true; never in production (readEnv refuses the flag there).
 */
import type { Env } from '../env';
import type { Auth } from '../features/auth';
import { findUserByEmail, passwordMatches } from '../features/users';
import type { Db } from '../db/client';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from './seed';
import { ConfigError } from '../env';

/**
 * Seeds the demo on a fresh database when wanted and returns true when it did. In production it seeds
 * nothing and refuses to start (ConfigError) while a demo user can still sign in with the demo password.
 */
export async function prepareDemoData(deps: { db: Db; auth: Auth; env: Pick<Env, 'nodeEnv' | 'demoData'> }): Promise<boolean> {
  if (deps.env.nodeEnv === 'production') {
    const exposed = await demoUsersWithDemoPassword(deps.db, deps.auth);
    if (exposed.length) {
      throw new ConfigError(
        `Refusing to start in production: ${exposed.join(', ')} still ${exposed.length > 1 ? 'have' : 'has'} the published demo password. ` +
          'Set a new password (npm run create-admin -- --email ... --password ...) or delete the demo users, then start again.',
      );
    }
    return false;
  }
  if (!deps.env.demoData) return false;
  return seedDemoData(deps.db, deps.auth);
}

/** The demo users (by e-mail) who exist, are active and whose password is still the demo password. */
export async function demoUsersWithDemoPassword(db: Db, auth: Auth): Promise<string[]> {
  const exposed: string[] = [];
  for (const demo of DEMO_USERS) {
    const user = await findUserByEmail(db, demo.email);
    if (user?.isActive && (await passwordMatches(auth, user.id, DEMO_PASSWORD))) exposed.push(demo.email);
  }
  return exposed;
}

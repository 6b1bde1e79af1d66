/**
 * Creates a super admin, or promotes an existing user, on the configured database:
 *   npm run create-admin -- --email a@b.c --password '...' [--name 'Full Name']
 */
import 'dotenv/config';
import { parseArgs } from 'node:util';
import { createDeps, openDatabase, prepareDatabase } from '../boot';
import { readEnv } from '../env';
import { createOrPromoteAdmin } from '../features/users';
import { AppError } from '../lib/errors';

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  if (!values.email || !values.password) {
    console.error("Usage: npm run create-admin -- --email admin@example.com --password 'a strong password' [--name 'Full Name']");
    process.exit(2);
  }
  const env = readEnv();
  const { database, release } = await openDatabase(env);
  try {
    await prepareDatabase(database);
    const outcome = await createOrPromoteAdmin(await createDeps(database, env), {
      email: values.email,
      password: values.password,
      name: values.name,
    });
    console.log(
      outcome === 'created'
        ? `Created super admin ${values.email}.`
        : `Promoted ${values.email} to super admin and set the new password.`,
    );
  } catch (err) {
    console.error(err instanceof AppError ? err.message : err);
    process.exitCode = 1;
  } finally {
    await database.close();
    release();
  }
}

void main();

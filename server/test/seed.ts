import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { insertUser } from './factories';

/**
 * Writes a verified staff account through the factories into the database that `env` configures
 * (DATA_DIR's embedded database or DATABASE_URL), before a server for browser tests or benchmarks
 * starts on it: the embedded database serves one process at a time, so it is closed again here.
 */
export async function seedStaff(
  env: NodeJS.ProcessEnv,
  user: { email: string; password: string; username?: string | null },
) {
  const database = await openDatabase(loadConfig(env), 'seeding a staff account');
  try {
    return await insertUser(database.db, user);
  } finally {
    await database.close();
  }
}

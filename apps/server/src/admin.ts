// `npm run admin -- …`: the operator's commands (plans, back-office users) on the database `npm start` uses, read from
// the same environment (DATA_DIR, DATABASE_URL) in the same folder.
import { parseAdminCommand, UsageError, USAGE } from './admin/admin-commands.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createRepositories } from './repositories/index.ts';

async function main(argv: string[]): Promise<number> {
  let command;
  try {
    command = parseAdminCommand(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const { db } = await openDatabase(config.database);
  try {
    await migrateToLatest(db);
    console.log(await command(createRepositories(db), new Date()));
    return 0;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  },
);

import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase, type Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { HttpError } from '../http/errors.js';
import { commands, UsageError, type Command } from './commands.js';

// The operator's command line: `npm run tessera -- <command> [options]`.
function usage(): string {
  const entries: Array<[string, string]> = [
    ...Object.values(commands).map((command): [string, string] => [command.usage, command.summary]),
    ['help', 'show this help'],
  ];
  const width = Math.max(...entries.map(([synopsis]) => synopsis.length)) + 2;
  return [
    'Usage: npm run tessera -- <command> [options]',
    '',
    'Commands:',
    ...entries.map(([synopsis, summary]) => `  ${synopsis.padEnd(width)}${summary}`),
    '',
    'The database is DATA_DIR/tessera.sqlite, or PostgreSQL when DATABASE_URL is set.',
  ].join('\n');
}

function optionsOf(command: Command, args: string[]): Record<string, string | undefined> {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({ args, options: command.options, strict: true }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const missing = command.required.filter((option) => !values[option]);
  if (missing.length > 0) {
    throw new UsageError(`Missing ${missing.map((option) => `--${option}`).join(', ')}`);
  }
  return values;
}

async function run(db: Db, command: Command, args: string[]): Promise<string> {
  const values = optionsOf(command, args);
  const applied = await migrateToLatest(db);
  return command.run({ db: db.kysely, values, now: new Date().toISOString(), applied });
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (name === 'help' || name === '--help') {
    console.log(usage());
    return 0;
  }
  const command = name !== undefined && Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (name === undefined || !command) {
    console.error(`${name === undefined ? 'No command given' : `Unknown command "${name}"`}.\n`);
    console.error(usage());
    return 1;
  }
  const db = openDatabase(loadConfig());
  try {
    console.log(await run(db, command, args));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(
        `tessera ${name}: ${error.message}\n\nUsage: npm run tessera -- ${command.usage}`,
      );
      return 1;
    }
    // A conflict (the organization or user name is taken) is the operator's to fix, not a crash.
    if (error instanceof HttpError) {
      console.error(`tessera ${name}: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));

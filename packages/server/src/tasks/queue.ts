import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { TaskLog, TaskQueue } from './contract.js';
import { PgBossTaskQueue } from './pgBoss.js';
import { LocalTaskQueue } from './runner.js';

/** pg-boss on PostgreSQL, so several processes share the work; the in-process runner on SQLite. */
export function createTaskQueue(db: Db, config: Config, clock: Clock, log: TaskLog): TaskQueue {
  if (db.dialect === 'postgres' && config.databaseUrl)
    return new PgBossTaskQueue(db, config.databaseUrl, clock, config.tasks, log);
  return new LocalTaskQueue(db, clock, config.tasks, log);
}

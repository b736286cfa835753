import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { TaskQueue } from './tasks/contract.js';

// What every module's routes and services are given.
export interface AppContext {
  db: Db;
  config: Config;
  clock: Clock;
  tasks: TaskQueue;
}

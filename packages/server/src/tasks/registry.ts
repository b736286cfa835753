import type { Kysely } from 'kysely';
import type { BackgroundTask } from '@tessera/contracts';
import type { Clock } from '../clock.js';
import type { Database } from '../db/schema.js';
import type { TaskType } from './attempt.js';
import type { NewTask, TaskHandler, TaskOptions } from './contract.js';
import { TaskRows } from './taskRows.js';

/** What both engines share: the registered task types and the rows the API reads. */
export abstract class TaskRegistry {
  protected readonly types = new Map<string, TaskType>();
  protected readonly rows: TaskRows;

  constructor(kysely: Kysely<Database>, clock: Clock) {
    this.rows = new TaskRows(kysely, clock);
  }

  register(type: string, handler: TaskHandler, options: TaskOptions = {}): void {
    this.types.set(type, { handler, options });
  }

  get(organizationId: number, id: string): Promise<BackgroundTask | undefined> {
    return this.rows.get(organizationId, id);
  }

  /** Writes a new task's row; a type no handler was registered for is a programming error. */
  protected insertTask(task: NewTask, executor: Kysely<Database>): Promise<string> {
    if (!this.types.has(task.type)) throw new Error(`no handler for task type ${task.type}`);
    return this.rows.insert(task, executor);
  }
}

import { MAX_ATTEMPTS, retryDelayMs, type TaskLog, type TaskSettings } from './contract.js';

interface Recurring {
  everyMinutes: number;
  run: () => Promise<unknown>;
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
}

/**
 * The embedded engine's schedules: one timer each in this process (SQLite has no other); a run
 * never overlaps the previous one, and a failed run is retried with backoff like a task.
 */
export class LocalSchedules {
  private readonly recurring = new Map<string, Recurring>();
  private started = false;
  private readonly retries = new Set<NodeJS.Timeout>();

  constructor(
    private readonly settings: TaskSettings,
    private readonly log: TaskLog,
  ) {}

  add(name: string, everyMinutes: number, run: () => Promise<unknown>): void {
    this.recurring.set(name, { everyMinutes, run });
    if (this.started) this.arm(name);
  }

  names(): string[] {
    return [...this.recurring.keys()];
  }

  start(): void {
    this.started = true;
    for (const name of this.recurring.keys()) this.arm(name);
  }

  stop(): void {
    this.started = false;
    for (const entry of this.recurring.values()) clearInterval(entry.timer);
    for (const retry of this.retries) clearTimeout(retry);
    this.retries.clear();
  }

  trigger(name: string): void {
    const entry = this.recurring.get(name);
    if (!entry) throw new Error(`no schedule ${name}`);
    this.runOnce(name, entry, 1);
  }

  async idle(): Promise<void> {
    while ([...this.recurring.values()].some((entry) => entry.running))
      await Promise.all([...this.recurring.values()].map((entry) => entry.running));
  }

  private arm(name: string): void {
    const entry = this.recurring.get(name);
    if (!entry) return;
    clearInterval(entry.timer);
    entry.timer = setInterval(() => this.runOnce(name, entry, 1), entry.everyMinutes * 60_000);
    entry.timer.unref();
  }

  private runOnce(name: string, entry: Recurring, attempt: number): void {
    if (entry.running) return;
    entry.running = entry
      .run()
      .then(
        () => undefined,
        (error: unknown) => {
          this.log.error({ err: error, schedule: name, attempt }, `scheduled ${name} failed`);
          if (attempt >= MAX_ATTEMPTS || !this.started) return;
          const retry = setTimeout(
            () => {
              this.retries.delete(retry);
              this.runOnce(name, entry, attempt + 1);
            },
            retryDelayMs(this.settings, attempt),
          );
          retry.unref();
          this.retries.add(retry);
        },
      )
      .finally(() => (entry.running = undefined));
  }
}

import type { Clock } from '../clock.js';
import type { Db } from './database.js';

export interface ReadCacheLimits<T> {
  /** How many answers are kept (least recently used first out). */
  entries: number;
  /** How much they may weigh together, in the units of weigh(). */
  weight: number;
  weigh: (value: T) => number;
  /** How long an answer may be given again: for what the time alone changes (overdue, expiry). */
  maxAgeMs: number;
}

interface Kept<T> {
  version: string;
  at: number;
  value: T;
  weight: number;
}

export interface ReadCache<T> {
  /** The value kept under the key if nothing was committed since it was read, else read() anew. */
  get(key: string, read: () => Promise<T>): Promise<T>;
}

/**
 * Answers kept until the database's data changes: a read taken at a data version is right for as
 * long as the version stays. The version is taken before the read, so a commit during the read
 * leaves the kept answer behind at once. Any commit drops every answer: coarse, and never stale.
 */
export function createReadCache<T>(db: Db, clock: Clock, limits: ReadCacheLimits<T>): ReadCache<T> {
  const kept = new Map<string, Kept<T>>();
  let weight = 0;
  const drop = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    weight -= entry.weight;
  };
  const keep = (key: string, entry: Kept<T>) => {
    drop(key);
    kept.set(key, entry);
    weight += entry.weight;
    for (const oldest of kept.keys()) {
      if (kept.size <= limits.entries && weight <= limits.weight) break;
      drop(oldest);
    }
  };
  return {
    async get(key, read) {
      const version = await db.dataVersion();
      const now = clock.now().getTime();
      const entry = kept.get(key);
      const fresh =
        entry?.version === version && now >= entry.at && now - entry.at < limits.maxAgeMs;
      if (entry && fresh) {
        keep(key, entry);
        return entry.value;
      }
      const value = await read();
      const entryWeight = limits.weigh(value);
      if (entryWeight <= limits.weight) keep(key, { version, at: now, value, weight: entryWeight });
      return value;
    },
  };
}

import { z } from 'zod';

// Query strings repeat a key for a list (status=NEW&status=ASSIGNED); commas also separate
// values, and blanks around or between them are dropped. An absent key stays absent.
export function queryList<Item extends z.ZodType>(item: Item) {
  return z.preprocess(
    (value) =>
      value === undefined
        ? undefined
        : (Array.isArray(value) ? value : [value])
            .flatMap((part) => String(part).split(','))
            .map((part) => part.trim())
            .filter(Boolean),
    z.array(item),
  );
}

export const queryId = z.coerce.number().int().positive();

/** A page of a list in a query: `offset` from 0, `limit` between 1 and `max` (`tooMany` beyond). */
export const pageQuery = (max: number, fallback: number, tooMany: string) => ({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(max, tooMany).default(fallback),
});

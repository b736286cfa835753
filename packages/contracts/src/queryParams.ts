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

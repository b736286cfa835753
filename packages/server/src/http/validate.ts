import type { z } from 'zod';
import { badRequest } from './errors.js';

// Validates a request part with its contracts schema; a bad one answers 400 naming each field.
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw badRequest(
    result.error.issues.map((issue) => ({
      field: issue.path.map(String).join('.') || '(body)',
      message: issue.message,
    })),
  );
}

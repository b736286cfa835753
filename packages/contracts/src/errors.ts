import { z } from 'zod';

// One bad field of a request: where it is and what is wrong with it.
export const FieldError = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldError>;

// Every error the server answers has this body.
export const ErrorBody = z.object({
  errorCode: z.string(),
  errorDescription: z.string(),
  errors: z.array(FieldError).optional(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

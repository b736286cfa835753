import { isApiError } from '../api/http';

export type FieldErrors = Record<string, string>;

interface Issue {
  path: ReadonlyArray<PropertyKey>;
  message: string;
}

/** The first message per field of a schema's issues (zod) for the form's FormFields. */
export function fieldErrorsOfIssues(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The server's field errors (errors[] of a 400 or 409 answer) by field. */
export function fieldErrorsOfServer(error: unknown): FieldErrors {
  if (!isApiError(error)) return {};
  const errors: FieldErrors = {};
  for (const { field, message } of error.fieldErrors) errors[field] ??= message;
  return errors;
}

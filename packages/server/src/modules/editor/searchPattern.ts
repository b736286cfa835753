import { RE2JS } from 're2js';
import { editorFilterMessages, format } from '@tessera/contracts';
import { HttpError } from '../../http/errors.js';

/** A compiled search: RE2 runs in time linear in the text, so no pattern can hang the server. */
export type SearchPattern = RE2JS;

/**
 * The pattern of a search or find text: a regular expression (RE2 syntax) or the text taken
 * literally; case-insensitive unless the case must match. A pattern RE2 refuses answers 400
 * naming the field.
 */
export function searchPattern(
  text: string,
  options: { regex: boolean; matchCase: boolean },
  field: string,
): SearchPattern {
  const flags = options.matchCase ? 0 : RE2JS.CASE_INSENSITIVE;
  try {
    return RE2JS.compile(options.regex ? text : RE2JS.quote(text), flags);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const message = format(editorFilterMessages.invalidRegex, { reason });
    throw new HttpError(400, 'InvalidRegularExpression', message, [{ field, message }]);
  }
}

export const matches = (pattern: SearchPattern, text: string): boolean =>
  pattern.matcher(text).find();

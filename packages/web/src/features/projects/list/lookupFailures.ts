import { format, projectMessages } from '@tessera/contracts';
import { isApiError, messageOf } from '../../../api/http';

// The list's filter lookups whose failure spec 000 section 8 words.
export const lookupFailureTexts = {
  mediaType: projectMessages.loadMediaTypesFailed,
  subject: projectMessages.loadSubjectsFailed,
  language: projectMessages.loadLanguagesFailed,
  vendor: projectMessages.loadVendorsFailed,
} as const;
export type LookupFailureKind = keyof typeof lookupFailureTexts;

/**
 * A network TypeError (the request wraps it as status 0) or an HTTP 403 shows nothing:
 * the user is offline or may not read the lookup (spec 000 section 8).
 */
export function isSuppressedLookupFailure(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  return isApiError(error) && (error.status === 0 || error.status === 403);
}

/** The alert text of a failed lookup, or null when there is none or it is suppressed. */
export function lookupFailureText(kind: LookupFailureKind, error: unknown): string | null {
  if (error === null || error === undefined || isSuppressedLookupFailure(error)) return null;
  return format(lookupFailureTexts[kind], { error: messageOf(error) });
}

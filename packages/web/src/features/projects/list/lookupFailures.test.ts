import { describe, expect, test } from 'vitest';
import { ApiError } from '../../../api/http';
import { isSuppressedLookupFailure, lookupFailureText } from './lookupFailures';

const apiError = (status: number, errorDescription = 'Boom') =>
  new ApiError(status, { errorCode: 'E', errorDescription }, status !== 0);

describe('filter lookup failures (spec 000 section 8)', () => {
  test('a network TypeError and an HTTP 403 are suppressed', () => {
    expect(isSuppressedLookupFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isSuppressedLookupFailure(apiError(0, 'Failed to fetch'))).toBe(true);
    expect(isSuppressedLookupFailure(apiError(403))).toBe(true);
    expect(lookupFailureText('vendor', apiError(403))).toBeNull();
    expect(lookupFailureText('subject', new TypeError('Failed to fetch'))).toBeNull();
  });

  test('other failures are not suppressed', () => {
    expect(isSuppressedLookupFailure(apiError(500))).toBe(false);
    expect(isSuppressedLookupFailure(apiError(401))).toBe(false);
    expect(isSuppressedLookupFailure(apiError(404))).toBe(false);
    expect(isSuppressedLookupFailure(new Error('Parse error'))).toBe(false);
  });

  test('each lookup has the spec text with the error message', () => {
    const error = apiError(500, 'Internal error');
    expect(lookupFailureText('mediaType', error)).toBe(
      'Failed to load media types: Internal error',
    );
    expect(lookupFailureText('subject', error)).toBe('Failed to load subjects: Internal error');
    expect(lookupFailureText('language', error)).toBe(
      'Failed to load language codes: Internal error',
    );
    expect(lookupFailureText('vendor', new Error('Bad JSON'))).toBe(
      'Failed to load vendors: Bad JSON',
    );
  });

  test('no error, no text', () => {
    expect(lookupFailureText('vendor', null)).toBeNull();
  });
});

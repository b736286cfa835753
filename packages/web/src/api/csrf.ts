import { CSRF_HEADER } from '@tessera/contracts';

// The session's CSRF token, sent on every mutating call; the session provider keeps it current.
let currentToken: string | null = null;

export function setCsrfToken(token: string | null): void {
  currentToken = token;
}

export function csrfToken(): string | null {
  return currentToken;
}

// GETs that change data (spec 000 section 7) carry the token too: the server refuses them without.
export const changingHeaders = (): Record<string, string> => ({
  [CSRF_HEADER]: csrfToken() ?? '',
});

// The session's CSRF token, sent on every mutating call; the session provider keeps it current.
let currentToken: string | null = null;

export function setCsrfToken(token: string | null): void {
  currentToken = token;
}

export function csrfToken(): string | null {
  return currentToken;
}

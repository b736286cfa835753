import { COOKIE_CONSENT_CUTOFF } from '@tessera/contracts';

// Calendar days compared in UTC, as the cut-off date carries no timezone.
function utcDay(value: Date): string {
  return value.toISOString().slice(0, 10);
}

/** Shown when consent is missing or dates from on or before the cut-off, once today is past it. */
export function needsCookieConsent(acceptanceDate: string | null, now: Date): boolean {
  if (utcDay(now) <= COOKIE_CONSENT_CUTOFF) return false;
  if (!acceptanceDate) return true;
  const accepted = new Date(acceptanceDate);
  return Number.isNaN(accepted.getTime()) || utcDay(accepted) <= COOKIE_CONSENT_CUTOFF;
}

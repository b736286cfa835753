import type { CookieConsentState } from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { selectCookieConsent, updateCookieConsent } from './queries.js';

export async function cookieConsent(ctx: AppContext, userId: number): Promise<CookieConsentState> {
  return { acceptanceDate: await selectCookieConsent(ctx.db.kysely, userId) };
}

// The browser's acceptance time is kept (spec 002 section 5), normalised to UTC like every date.
export async function acceptCookies(
  ctx: AppContext,
  userId: number,
  acceptanceDate: string,
): Promise<CookieConsentState> {
  const acceptedAt = new Date(acceptanceDate).toISOString();
  await updateCookieConsent(ctx.db.kysely, userId, acceptedAt);
  return { acceptanceDate: acceptedAt };
}

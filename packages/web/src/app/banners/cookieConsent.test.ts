import { describe, expect, test } from 'vitest';
import { needsCookieConsent } from './cookieConsent';

const afterCutoff = new Date('2025-01-10T09:00:00Z');

describe('needsCookieConsent', () => {
  test('asks when nothing was accepted yet', () => {
    expect(needsCookieConsent(null, afterCutoff)).toBe(true);
  });

  test('asks again when the acceptance is on or before the cut-off date', () => {
    expect(needsCookieConsent('2024-06-25T23:59:00Z', afterCutoff)).toBe(true);
    expect(needsCookieConsent('2023-02-01T10:00:00Z', afterCutoff)).toBe(true);
  });

  test('does not ask after an acceptance later than the cut-off date', () => {
    expect(needsCookieConsent('2024-06-26T00:00:00Z', afterCutoff)).toBe(false);
  });

  test('does not ask until today is past the cut-off date', () => {
    expect(needsCookieConsent(null, new Date('2024-06-25T12:00:00Z'))).toBe(false);
    expect(needsCookieConsent(null, new Date('2024-06-26T00:00:01Z'))).toBe(true);
  });
});

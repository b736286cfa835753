import { describe, expect, test } from 'vitest';
import { effectiveTimeZone, formatDate, formatDateTime } from './dates';

describe('dates in the user timezone', () => {
  const instant = '2024-06-25T22:30:00Z';

  test('formats in the given timezone', () => {
    expect(formatDateTime(instant, 'UTC')).toBe('25 Jun 2024, 22:30');
    expect(formatDateTime(instant, 'Europe/Prague')).toBe('26 Jun 2024, 00:30');
    expect(formatDateTime(instant, 'America/New_York')).toBe('25 Jun 2024, 18:30');
    expect(formatDate(instant, 'Asia/Tokyo')).toBe('26 Jun 2024');
  });

  test('falls back to UTC without a timezone or with an unknown one', () => {
    expect(formatDateTime(instant, null)).toBe('25 Jun 2024, 22:30');
    expect(formatDateTime(instant, 'Mars/Olympus_Mons')).toBe('25 Jun 2024, 22:30');
    expect(effectiveTimeZone(undefined)).toBe('UTC');
    expect(effectiveTimeZone('Europe/Prague')).toBe('Europe/Prague');
    // Checked above already: the answer kept is the same.
    expect(effectiveTimeZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(effectiveTimeZone('Europe/Prague')).toBe('Europe/Prague');
  });

  test('shows nothing for a missing or invalid date', () => {
    expect(formatDateTime(null, 'UTC')).toBe('');
    expect(formatDateTime('', 'UTC')).toBe('');
    expect(formatDate('not a date', 'UTC')).toBe('');
  });

  test('keeps each zone and style apart, however they alternate', () => {
    for (let round = 0; round < 2; round++) {
      expect(formatDateTime(instant, 'Europe/Prague')).toBe('26 Jun 2024, 00:30');
      expect(formatDate(instant, 'Europe/Prague')).toBe('26 Jun 2024');
      expect(formatDateTime(instant, 'America/New_York')).toBe('25 Jun 2024, 18:30');
      expect(formatDate(instant, 'America/New_York')).toBe('25 Jun 2024');
    }
  });

  test('midnight is 00:00, not 24:00', () => {
    expect(formatDateTime('2024-01-01T00:05:00Z', 'UTC')).toBe('1 Jan 2024, 00:05');
  });
});

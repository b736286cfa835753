import { describe, expect, test } from 'vitest';
import { dueDateMessages, jobCreateMessages } from '@tessera/contracts';
import {
  dueDateTimeOf,
  dueDayError,
  dueDatePartsOf,
  isDueDateAllowed,
  isDueInPast,
} from './dueDateTime';

describe('due date in the user timezone', () => {
  test('adds the zone offset, summer and winter', () => {
    expect(dueDateTimeOf('2025-07-01', '14:30', 'Europe/Prague')).toBe('2025-07-01T14:30:00+02:00');
    expect(dueDateTimeOf('2025-01-15', '', 'Europe/Prague')).toBe('2025-01-15T00:00:00+01:00');
    expect(dueDateTimeOf('2025-01-15', '09:00', 'America/New_York')).toBe(
      '2025-01-15T09:00:00-05:00',
    );
    expect(dueDateTimeOf('2025-01-15', '09:00', 'Asia/Kolkata')).toBe('2025-01-15T09:00:00+05:30');
    expect(dueDateTimeOf('', '09:00', 'UTC')).toBeNull();
  });

  test('splits an instant back into the day and time of the zone', () => {
    expect(dueDatePartsOf('2025-07-01T12:30:00Z', 'Europe/Prague')).toEqual({
      dueDate: '2025-07-01',
      dueTime: '14:30',
    });
    expect(dueDatePartsOf('2025-01-01T02:00:00Z', 'America/New_York')).toEqual({
      dueDate: '2024-12-31',
      dueTime: '21:00',
    });
    expect(dueDatePartsOf(null, 'UTC')).toEqual({ dueDate: '', dueTime: '' });
  });

  test('days before yesterday are not allowed', () => {
    const today = new Date(2025, 5, 10, 15);
    expect(isDueDateAllowed(new Date(2025, 5, 9), today)).toBe(true);
    expect(isDueDateAllowed(new Date(2025, 5, 8), today)).toBe(false);
  });

  test('a typed day is refused when it is no day or before yesterday, as the picker would', () => {
    const today = new Date(2025, 5, 10, 15);
    expect(dueDayError('', today)).toBeNull();
    expect(dueDayError('2025-06-09', today)).toBeNull();
    expect(dueDayError('2025-06-08', today)).toBe(dueDateMessages.tooEarly);
    expect(dueDayError('2025-02-30', today)).toBe(jobCreateMessages.invalidDate);
  });

  test('a moment before now is in the past, to be confirmed', () => {
    const now = new Date('2025-06-10T12:00:00Z');
    expect(isDueInPast('2025-06-10', '13:00', 'Europe/Prague', now)).toBe(true);
    expect(isDueInPast('2025-06-10', '15:00', 'Europe/Prague', now)).toBe(false);
    expect(isDueInPast('', '', 'UTC', now)).toBe(false);
  });
});

describe('due dates around a daylight-saving change', () => {
  test('a time the clocks skip moves forward by the gap, in every zone', () => {
    expect(dueDateTimeOf('2026-03-29', '02:30', 'Europe/Prague')).toBe('2026-03-29T03:30:00+02:00');
    expect(dueDateTimeOf('2026-03-08', '02:30', 'America/New_York')).toBe(
      '2026-03-08T03:30:00-04:00',
    );
    expect(dueDateTimeOf('2026-10-04', '02:30', 'Australia/Sydney')).toBe(
      '2026-10-04T03:30:00+11:00',
    );
  });

  test('a time the clocks pass twice is the earlier one, in every zone', () => {
    expect(dueDateTimeOf('2026-10-25', '02:30', 'Europe/Prague')).toBe('2026-10-25T02:30:00+02:00');
    expect(dueDateTimeOf('2026-11-01', '01:30', 'America/New_York')).toBe(
      '2026-11-01T01:30:00-04:00',
    );
    expect(dueDateTimeOf('2026-04-05', '02:30', 'Australia/Sydney')).toBe(
      '2026-04-05T02:30:00+11:00',
    );
  });

  test('times next to a change keep their wall clock', () => {
    expect(dueDateTimeOf('2026-03-29', '01:59', 'Europe/Prague')).toBe('2026-03-29T01:59:00+01:00');
    expect(dueDateTimeOf('2026-03-29', '03:00', 'Europe/Prague')).toBe('2026-03-29T03:00:00+02:00');
    expect(dueDateTimeOf('2026-03-08', '01:59', 'America/New_York')).toBe(
      '2026-03-08T01:59:00-05:00',
    );
    expect(dueDateTimeOf('2026-03-08', '03:00', 'America/New_York')).toBe(
      '2026-03-08T03:00:00-04:00',
    );
  });
});

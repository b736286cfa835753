// Every date the web shows goes through here: in the user's timezone, else UTC (spec 000/002 section 9).
export const FALLBACK_TIME_ZONE = 'UTC';
const LOCALE = 'en-GB';

// Checked once each: a formatter built only to check a zone costs as much as one that formats.
const checkedZones = new Map<string, string>();

export function effectiveTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return FALLBACK_TIME_ZONE;
  let effective = checkedZones.get(timeZone);
  if (effective === undefined) {
    try {
      new Intl.DateTimeFormat(LOCALE, { timeZone });
      effective = timeZone;
    } catch {
      effective = FALLBACK_TIME_ZONE;
    }
    checkedZones.set(timeZone, effective);
  }
  return effective;
}

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const styles = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' },
  date: { dateStyle: 'medium' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

// One formatter per style and zone, kept: building one cost the project list's first render
// about a millisecond per date cell (#14), formatting with it a few microseconds.
const formatters = new Map<string, Intl.DateTimeFormat>();

function format(
  value: string | number | Date | null | undefined,
  timeZone: string | null | undefined,
  style: keyof typeof styles,
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (!date) return '';
  const zone = effectiveTimeZone(timeZone);
  const key = `${style} ${zone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALE, { ...styles[style], timeZone: zone });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

/** '25 Jun 2024, 14:03' in the given timezone. */
export function formatDateTime(
  value: string | number | Date | null | undefined,
  timeZone: string | null | undefined,
): string {
  return format(value, timeZone, 'dateTime');
}

/** '25 Jun 2024' in the given timezone. */
export function formatDate(
  value: string | number | Date | null | undefined,
  timeZone: string | null | undefined,
): string {
  return format(value, timeZone, 'date');
}

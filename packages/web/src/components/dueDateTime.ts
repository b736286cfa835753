// A due date picked as a day and a time in the user's timezone, sent as ISO 8601 with offset
// (spec 000 and 001 section 5): the project and job wizards share it.
import { dueDateMessages, jobCreateMessages } from '@tessera/contracts';

function offsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

const pad = (value: number) => String(Math.abs(value)).padStart(2, '0');

/** True when the text is a real day written yyyy-MM-dd. */
export function isDayText(date: string): boolean {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!day) return false;
  const parsed = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  return parsed.toISOString().slice(0, 10) === date;
}

/** An instant written as ISO 8601 with the zone's offset at that instant. */
function zonedIso(instant: number, timeZone: string): string {
  const offset = offsetMinutes(instant, timeZone);
  const local = new Date(instant + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  return `${local}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/**
 * 'yyyy-MM-dd' and 'HH:mm' in the timezone as ISO 8601 with that zone's offset; null without a
 * day. Around a daylight-saving change the same rule holds in every zone, as Temporal's
 * 'compatible' disambiguation: a time the clocks skip moves forward by the gap (02:30 becomes
 * 03:30), a time they pass twice is the earlier one.
 */
export function dueDateTimeOf(date: string, time: string, timeZone: string): string | null {
  if (!isDayText(date)) return null;
  const clock = /^(\d{2}):(\d{2})$/.exec(time) ?? ['', '00', '00'];
  const wall = Date.parse(`${date}T${clock[1]}:${clock[2]}:00Z`);
  // The offsets a day either side: a wall time holds one of them, unless the clocks skip it.
  const before = offsetMinutes(wall - 86_400_000, timeZone);
  const after = offsetMinutes(wall + 86_400_000, timeZone);
  const held = [before, after]
    .map((offset) => wall - offset * 60_000)
    .filter(
      (instant) => Math.round((wall - instant) / 60_000) === offsetMinutes(instant, timeZone),
    );
  // In a gap the offset before the change moves the time forward by the gap.
  const instant = held.length > 0 ? Math.min(...held) : wall - before * 60_000;
  return zonedIso(instant, timeZone);
}

/** The day and time of an instant in the timezone, as the date and time inputs take them. */
export function dueDatePartsOf(
  dateTime: string | null,
  timeZone: string,
): { dueDate: string; dueTime: string } {
  if (!dateTime) return { dueDate: '', dueTime: '' };
  const instant = Date.parse(dateTime);
  if (Number.isNaN(instant)) return { dueDate: '', dueTime: '' };
  const local = new Date(instant + offsetMinutes(instant, timeZone) * 60_000);
  const iso = local.toISOString();
  return { dueDate: iso.slice(0, 10), dueTime: iso.slice(11, 16) };
}

/** The picker disables days earlier than a day before now (spec 001 section 5). */
export function isDueDateAllowed(date: Date, today: Date = new Date()): boolean {
  const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
  return date.getTime() >= yesterday.getTime();
}

/** The zone of due dates: the user's, else the browser's own (spec 000 section 5). */
export function dueTimeZoneOf(userTimeZone: string | null): string {
  return userTimeZone || Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The message of a typed due day: not a day, or earlier than the picker offers; null when fine. */
export function dueDayError(date: string, today: Date = new Date()): string | null {
  if (date === '') return null;
  if (!isDayText(date)) return jobCreateMessages.invalidDate;
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return isDueDateAllowed(new Date(year, month - 1, day), today) ? null : dueDateMessages.tooEarly;
}

/** True when the day and time name an instant before now: allowed, but only once confirmed. */
export function isDueInPast(
  date: string,
  time: string,
  timeZone: string,
  now = new Date(),
): boolean {
  const due = dueDateTimeOf(date, time, timeZone);
  return due !== null && Date.parse(due) < now.getTime();
}

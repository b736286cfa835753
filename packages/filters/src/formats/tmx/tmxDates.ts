// TMX writes dates as YYYYMMDDThhmmssZ (UTC); Tessera keeps ISO-8601.
const compact = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

/** ISO-8601 of a TMX date, or undefined when the attribute is absent or malformed. */
export function isoFromTmxDate(value: string | undefined): string | undefined {
  const match = value ? compact.exec(value.trim()) : null;
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second] = match;
  // Range checks instead of a Date per attribute: a large TMX has millions of dates.
  const inRange = (text = '', low: number, high: number) => +text >= low && +text <= high;
  if (!inRange(month, 1, 12) || !inRange(day, 1, 31) || !inRange(hour, 0, 23)) return undefined;
  if (!inRange(minute, 0, 59) || !inRange(second, 0, 59)) return undefined;
  return `${year}-${month}-${day}T${hour}:${minute}:${second}.000Z`;
}

export function tmxDateFromIso(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

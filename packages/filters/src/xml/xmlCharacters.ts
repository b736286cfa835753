/** A stretch of raw text and what it decodes to; an unresolved general entity keeps its name. */
export interface CharacterAtom {
  start: number;
  end: number;
  text: string;
  entity?: string;
}

const predefined: Record<string, string> = { lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' };

function decodeReference(body: string): string | undefined {
  if (body.startsWith('#x') || body.startsWith('#X'))
    return safeCodePoint(parseInt(body.slice(2), 16));
  if (body.startsWith('#')) return safeCodePoint(parseInt(body.slice(1), 10));
  return predefined[body];
}

function safeCodePoint(code: number): string | undefined {
  return Number.isInteger(code) && code >= 0 && code <= 0x10ffff
    ? String.fromCodePoint(code)
    : undefined;
}

/**
 * Splits raw character data into literal runs and references. Line ends are normalised to '\n';
 * in attribute values literal whitespace becomes a space, as XML's attribute normalisation says.
 */
export function characterAtoms(
  text: string,
  start: number,
  end: number,
  attribute = false,
): CharacterAtom[] {
  const atoms: CharacterAtom[] = [];
  const normalise = (raw: string): string => {
    const lines = raw.replace(/\r\n?/g, '\n');
    return attribute ? lines.replace(/[\t\n]/g, ' ') : lines;
  };
  // Searched within the range only: indexOf on the whole text would scan to the document's end
  // for every range without a reference, which made reading a large file quadratic.
  const range = text.slice(start, end);
  let index = start;
  while (index < end) {
    const found = range.indexOf('&', index - start);
    const amp = found === -1 ? -1 : found + start;
    const literalEnd = amp === -1 ? end : amp;
    if (literalEnd > index) {
      atoms.push({ start: index, end: literalEnd, text: normalise(text.slice(index, literalEnd)) });
    }
    if (literalEnd === end) break;
    const semicolon = range.indexOf(';', amp - start);
    const close = semicolon === -1 ? end : semicolon + start + 1;
    const body = text.slice(amp + 1, close - 1);
    const decoded = decodeReference(body);
    atoms.push(
      decoded === undefined
        ? { start: amp, end: close, text: '', entity: body }
        : { start: amp, end: close, text: decoded },
    );
    index = close;
  }
  return atoms;
}

/** Decoded character data of a raw range; unresolved entities are kept as written. */
export function decodeCharacters(
  text: string,
  start: number,
  end: number,
  attribute = false,
): string {
  const raw = text.slice(start, end);
  // Most values hold no reference and no character that normalisation changes.
  if (!(attribute ? /[&\r\t\n]/ : /[&\r]/).test(raw)) return raw;
  return characterAtoms(text, start, end, attribute)
    .map((atom) => (atom.entity === undefined ? atom.text : `&${atom.entity};`))
    .join('');
}

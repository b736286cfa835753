const escapes: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  a: '\u0007',
  b: '\b',
  f: '\f',
  v: '\v',
  '"': '"',
  '\\': '\\',
};

/** The value of one quoted PO string (without its quotes), C escapes resolved. */
export function unescapePo(quoted: string): string {
  return quoted.replace(
    /\\(?:([0-7]{1,3})|x([0-9a-fA-F]{1,2})|(.))/gs,
    (_, octal, hex, other: string) =>
      octal
        ? String.fromCharCode(parseInt(octal as string, 8))
        : hex
          ? String.fromCharCode(parseInt(hex as string, 16))
          : (escapes[other] ?? other),
  );
}

export function escapePo(text: string): string {
  // eslint-disable-next-line no-control-regex -- PO must escape control characters
  return text.replace(/[\\"\u0000-\u001f]/g, (character) => {
    if (character === '\\' || character === '"') return `\\${character}`;
    const named = Object.entries(escapes).find(([, value]) => value === character)?.[0];
    return named ? `\\${named}` : `\\${character.charCodeAt(0).toString(8).padStart(3, '0')}`;
  });
}

/** A target as PO strings: one line, or with multiLine an empty first string then one string per line. */
export function writePoStrings(
  lines: readonly string[],
  multiLine: boolean,
  lineEnding: string,
): string {
  if (!multiLine || lines.length < 2) return `"${lines.join('')}"`;
  return ['""', ...lines.map((line) => `"${line}"`)].join(lineEnding);
}

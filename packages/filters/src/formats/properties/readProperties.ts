/** One key = value entry; the value's raw characters sit at [valueStart, valueEnd) in the file. */
export interface PropertyEntry {
  rawKey: string;
  valueStart: number;
  valueEnd: number;
  comments: string[];
}

const lineEnd = /\r\n|\r|\n/g;

/** Splits a .properties file into entries, following line continuations as Java does. */
export function readProperties(text: string): PropertyEntry[] {
  const entries: PropertyEntry[] = [];
  let comments: string[] = [];
  let position = 0;
  while (position < text.length) {
    const logicalStart = position;
    // A logical line ends at a line end not preceded by an odd number of backslashes.
    let end = position;
    for (;;) {
      lineEnd.lastIndex = end;
      const found = lineEnd.exec(text);
      const naturalEnd = found ? found.index : text.length;
      const backslashes = /\\*$/.exec(text.slice(end, naturalEnd))?.[0].length ?? 0;
      if (found && backslashes % 2 === 1) {
        end = found.index + found[0].length;
        continue;
      }
      end = naturalEnd;
      position = found ? found.index + found[0].length : text.length;
      break;
    }
    const line = text.slice(logicalStart, end);
    const trimmed = line.trimStart();
    if (trimmed === '') {
      comments = [];
      continue;
    }
    if (trimmed.startsWith('#') || trimmed.startsWith('!')) {
      comments.push(trimmed.slice(1).replace(/^ /, ''));
      continue;
    }
    const keyStart = logicalStart + (line.length - trimmed.length);
    let keyEnd = keyStart;
    while (keyEnd < end && !/[=:\s]/.test(text[keyEnd] ?? ''))
      keyEnd += text[keyEnd] === '\\' ? 2 : 1;
    keyEnd = Math.min(keyEnd, end);
    let valueStart = keyEnd;
    while (valueStart < end && /[ \t\f]/.test(text[valueStart] ?? '')) valueStart++;
    if (text[valueStart] === '=' || text[valueStart] === ':') valueStart++;
    while (valueStart < end && /[ \t\f]/.test(text[valueStart] ?? '')) valueStart++;
    // A continuation right after the separator is still leading space.
    while (/^\\(\r\n|\r|\n)[ \t\f]*/.test(text.slice(valueStart, end))) {
      valueStart += /^\\(\r\n|\r|\n)[ \t\f]*/.exec(text.slice(valueStart, end))?.[0].length ?? 0;
    }
    entries.push({ rawKey: text.slice(keyStart, keyEnd), valueStart, valueEnd: end, comments });
    comments = [];
  }
  return entries;
}

const words =
  'the a file open save close print window user press key menu value list item text page report'.split(
    ' ',
  );

/** Deterministic pseudo-random sentences, so that runs compare and the XML compresses like text. */
export function sentence(seed: number): string {
  let state = seed * 2654435761;
  const picked: string[] = [];
  const length = 6 + (seed % 9);
  for (let index = 0; index < length; index++) {
    state = (state * 1103515245 + 12345) >>> 0;
    picked.push(words[state % words.length] ?? 'word');
  }
  const text = picked.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)} ${seed}.`;
}

/** An XLIFF 1.2 file (en → de) of `count` untranslated units, one sentence each. */
export function xliffOf(count: number): Uint8Array {
  const units: string[] = [];
  for (let index = 0; index < count; index++)
    units.push(`<trans-unit id="u${index}"><source>${sentence(index)}</source></trans-unit>`);
  return new TextEncoder().encode(
    '<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">' +
      `<file original="bench" source-language="en" target-language="de" datatype="plaintext"><body>\n${units.join('\n')}\n</body></file></xliff>\n`,
  );
}

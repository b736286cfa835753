import fs from 'node:fs';
import { SaxesParser } from 'saxes';

// The floor of an XML import: saxes reading the XML with no work per element but a count.
function countingParser(countedName?: string) {
  const parser = new SaxesParser({ xmlns: false });
  let elements = 0;
  parser.on('opentag', (tag) => {
    if (countedName === undefined || tag.name === countedName) elements += 1;
  });
  return { parser, elements: () => elements };
}

/** Seconds saxes takes to read the XML's bytes (decoded once, as the filters decode them). */
export function saxesSeconds(xml: Uint8Array): number {
  const started = performance.now();
  const { parser } = countingParser();
  parser.write(new TextDecoder().decode(xml)).close();
  return (performance.now() - started) / 1000;
}

/**
 * Seconds saxes takes to read an XML file as a stream (never whole in memory, as a TMX import
 * reads its upload), and how many elements named `countedName` it found.
 */
export async function saxesFileSeconds(
  file: string,
  countedName: string,
): Promise<{ seconds: number; elements: number }> {
  const started = performance.now();
  const { parser, elements } = countingParser(countedName);
  for await (const chunk of fs.createReadStream(file, { encoding: 'utf8' }))
    parser.write(chunk as string);
  parser.close();
  return { seconds: (performance.now() - started) / 1000, elements: elements() };
}

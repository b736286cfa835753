import {
  Composer,
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  Parser,
  visit,
  type Document,
  type Scalar,
  type YAMLMap,
} from 'yaml';
import type { CST } from 'yaml';
import { FilterError } from '../../types.js';

/** A string value of the file, in document order, with its place in the mappings above it. */
export interface YamlString {
  node: Scalar<string>;
  path: string[];
  /** The mapping that holds it and the key it sits under, for context keys and notes. */
  parent?: YAMLMap;
  key?: string;
  /** Written after a key or a sequence dash, and whether inside a flow collection: how to write it. */
  afterKey: boolean;
  inFlow: boolean;
}

export interface YamlFile {
  tokens: CST.Token[];
  strings: YamlString[];
}

const keyText = (key: unknown): string => (isScalar(key) ? String(key.value) : String(key));

/** The first key a mapping repeats: the composer's uniqueKeys check, with a set. */
function repeatedKey(map: YAMLMap): Scalar | undefined {
  const keys = new Set<unknown>();
  for (const { key } of map.items) {
    if (!isScalar(key)) continue;
    if (keys.has(key.value)) return key;
    keys.add(key.value);
  }
  return undefined;
}

/** Reads YAML into its concrete syntax tokens (for writing back exactly) and its string values. */
export function readYaml(text: string): YamlFile {
  const lineCounter = new LineCounter();
  const invalid = (position: number, message: string) => {
    const { line, col } = lineCounter.linePos(position);
    return new FilterError(
      `The YAML file is not valid: line ${line}, column ${col}: ${message.split('\n')[0]}`,
    );
  };
  try {
    const tokens = [...new Parser(lineCounter.addNewLine).parse(text)];
    // Keys are checked once each below: the composer compares each with every key before it
    // (#14: a file of 200,000 keys took minutes).
    const documents: Document.Parsed[] = [
      ...new Composer({ keepSourceTokens: true, uniqueKeys: false }).compose(tokens),
    ];
    const strings: YamlString[] = [];
    for (const document of documents) {
      const error = document.errors[0];
      if (error) throw invalid(error.pos[0], error.message);
      // Each sequence item's index, kept as it is visited: a search for it read the whole sequence.
      const indexes = new Map<unknown, number>();
      visit(document, (place, node, ancestors) => {
        if (typeof place === 'number') indexes.set(node, place);
        if (isMap(node)) {
          const repeated = repeatedKey(node);
          if (repeated) throw invalid(repeated.range?.[0] ?? 0, 'Map keys must be unique');
        }
        if (!isScalar(node) || place === 'key' || typeof node.value !== 'string' || !node.srcToken)
          return;
        const chain = [...ancestors, node];
        const path: string[] = [];
        chain.forEach((item, index) => {
          if (isPair(item)) path.push(keyText(item.key));
          else if (isSeq(item)) path.push(String(indexes.get(chain[index + 1])));
        });
        const pair = ancestors.at(-1);
        const parent = ancestors.at(-2);
        strings.push({
          node: node as Scalar<string>,
          path,
          afterKey: isPair(pair) || isSeq(pair),
          inFlow: ancestors.some((item) => (isMap(item) || isSeq(item)) && item.flow === true),
          ...(isPair(pair) && isMap(parent) && { parent, key: keyText(pair.key) }),
        });
      });
    }
    return { tokens, strings };
  } catch (error) {
    if (error instanceof FilterError) throw error;
    throw new FilterError(`The YAML file could not be read: ${(error as Error).message}`);
  }
}

/** The string value under a sibling key that matches pattern, if any. */
export function siblingValue(
  string: YamlString,
  matches: (key: string) => boolean,
): string | undefined {
  const pair = string.parent?.items.find(
    (item) => matches(keyText(item.key)) && keyText(item.key) !== string.key,
  );
  return isScalar(pair?.value) && typeof pair.value.value === 'string'
    ? pair.value.value
    : undefined;
}

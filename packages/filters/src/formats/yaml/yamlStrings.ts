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

/** Reads YAML into its concrete syntax tokens (for writing back exactly) and its string values. */
export function readYaml(text: string): YamlFile {
  const lineCounter = new LineCounter();
  try {
    const tokens = [...new Parser(lineCounter.addNewLine).parse(text)];
    const documents: Document.Parsed[] = [
      ...new Composer({ keepSourceTokens: true }).compose(tokens),
    ];
    const strings: YamlString[] = [];
    for (const document of documents) {
      const error = document.errors[0];
      if (error) {
        const { line, col } = lineCounter.linePos(error.pos[0]);
        throw new FilterError(
          `The YAML file is not valid: line ${line}, column ${col}: ${error.message.split('\n')[0]}`,
        );
      }
      visit(document, {
        Scalar(place, node, ancestors) {
          if (place === 'key' || typeof node.value !== 'string' || !node.srcToken) return;
          const chain = [...ancestors, node];
          const path: string[] = [];
          chain.forEach((item, index) => {
            if (isPair(item)) path.push(keyText(item.key));
            else if (isSeq(item)) path.push(String(item.items.indexOf(chain[index + 1] as never)));
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
        },
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

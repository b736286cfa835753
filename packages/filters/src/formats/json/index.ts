import {
  exportEncodingOf,
  readTextFile,
  writeTextFile,
  type StoredEncoding,
} from '../../encoding/index.js';
import {
  readSkeleton,
  writeSkeleton,
  writeTextPieces,
  type StoredTextPiece,
} from '../../skeleton/index.js';
import { flagSetting } from '../../formatSettings/index.js';
import { subfilterMode } from '../../htmlSubfilter/index.js';
import { valueUnits } from '../../keyValue/units.js';
import { compileUserRegexp, renderTaggedText } from '../../tags/index.js';
import type { FileFilter, FilterSettings } from '../../types.js';
import { escapeJson, parseJsonTree, type JsonNode } from './jsonTree.js';

interface JsonSkeleton {
  stored: StoredEncoding;
  parts: StoredTextPiece[];
}

type Container = { node: JsonNode; key: string | number };
type StringNode = Extract<JsonNode, { kind: 'string' }>;

/** Follows a path such as "note", "../meta/maxLength" or "/notes/title" from the strings' parent. */
function resolvePath(path: string, ancestors: readonly Container[]): JsonNode | undefined {
  const stack = [...ancestors];
  const segments = path.split('/');
  if (path.startsWith('/')) stack.splice(1);
  let node = stack.at(-1)?.node;
  for (const segment of segments.filter((part) => part !== '')) {
    if (segment === '..') {
      stack.pop();
      node = stack.at(-1)?.node;
    } else if (node?.kind === 'object')
      node = node.entries.find((entry) => entry.key === segment)?.value;
    else if (node?.kind === 'array') node = node.items[Number(segment)];
    else return undefined;
  }
  return node;
}

function collectStrings(root: JsonNode, settings: FilterSettings) {
  const found: {
    node: StringNode;
    path: (string | number)[];
    note?: string;
    maxLength?: number;
  }[] = [];
  const supporting = new Set<JsonNode>();
  const notePath =
    typeof settings.jsonContextNotePath === 'string' ? settings.jsonContextNotePath.trim() : '';
  const maxLengthPath =
    typeof settings.jsonMaxLengthPath === 'string' ? settings.jsonMaxLengthPath.trim() : '';
  const visit = (node: JsonNode, ancestors: Container[]) => {
    const children: [string | number, JsonNode][] =
      node.kind === 'object'
        ? node.entries.map((entry) => [entry.key, entry.value])
        : node.kind === 'array'
          ? node.items.map((item, index) => [index, item])
          : [];
    for (const [key, child] of children) {
      const path = [...ancestors.slice(1).map((ancestor) => ancestor.key), key];
      if (child.kind !== 'string') {
        visit(child, [...ancestors, { node: child, key }]);
        continue;
      }
      const note = notePath ? resolvePath(notePath, ancestors) : undefined;
      const maxLength = maxLengthPath ? resolvePath(maxLengthPath, ancestors) : undefined;
      if (note) supporting.add(note);
      if (maxLength) supporting.add(maxLength);
      const limit =
        maxLength?.kind === 'number'
          ? maxLength.value
          : maxLength?.kind === 'string'
            ? Number(maxLength.value)
            : NaN;
      found.push({
        node: child,
        path,
        ...(note?.kind === 'string' && { note: note.value }),
        ...(Number.isInteger(limit) && limit > 0 && { maxLength: limit }),
      });
    }
  };
  visit(root, [{ node: root, key: '' }]);
  return found.filter((string) => !supporting.has(string.node));
}

export const jsonFilter: FileFilter = {
  format: 'json',
  title: 'JSON',
  extensions: ['json'],
  parse(bytes, settings) {
    const { text, stored } = readTextFile(bytes, settings);
    const included = compileUserRegexp(settings.jsonIncludedKeysRegexp, 'jsonIncludedKeysRegexp');
    const tagRegexp = compileUserRegexp(settings.jsonTagRegexp, 'jsonTagRegexp');
    const root = text.trim() === '' ? undefined : parseJsonTree(text);
    const entries = (root ? collectStrings(root, settings) : []).map(
      ({ node, path, note, maxLength }) => ({
        value: node.value,
        start: node.start,
        end: node.end,
        key: path.join('/'),
        name: String([...path].reverse().find((part) => typeof part === 'string') ?? ''),
        ...(note && { note }),
        ...(maxLength && { maxLength }),
      }),
    );
    const { units, parts } = valueUnits(text, entries, {
      tagRegexp,
      tagMarkup: escapeJson,
      includedKeys: included,
      html: subfilterMode(flagSetting(settings, 'jsonUseHtmlSubfilter')),
    });
    return { units, skeleton: writeSkeleton<JsonSkeleton>('json', { stored, parts }) };
  },
  merge(skeleton, targets, settings) {
    const { stored, parts } = readSkeleton<JsonSkeleton>(skeleton, 'json');
    const text = writeTextPieces(parts, targets, (slot, target) =>
      renderTaggedText(target, slot.tags, escapeJson),
    );
    return writeTextFile(text, exportEncodingOf(stored, settings));
  },
};

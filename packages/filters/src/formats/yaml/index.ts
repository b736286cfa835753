import { CST } from 'yaml';
import {
  exportEncodingOf,
  readTextFile,
  writeTextFile,
  type StoredEncoding,
} from '../../encoding/index.js';
import { flagSetting } from '../../formatSettings/index.js';
import { htmlSubfilter, subfilterMode, writeHtmlValue } from '../../htmlSubfilter/index.js';
import { readSkeleton, writeSkeleton } from '../../skeleton/index.js';
import type { MarkupPieces } from '../../xml/markupUnit.js';
import {
  compileUserRegexp,
  matchesWhole,
  protectTags,
  renderTaggedText,
  type TagMarkup,
} from '../../tags/index.js';
import { FilterError, type FileFilter, type TextUnit } from '../../types.js';
import { readYaml, siblingValue } from './yamlStrings.js';

/** The original text, and which string value (by document order) each unit is. */
interface YamlSkeleton {
  stored: StoredEncoding;
  text: string;
  /** A value the HTML subfilter read keeps its pieces, and its text is the value itself. */
  units: { id: string; stringIndex: number; text: string; tags: TagMarkup; html?: MarkupPieces }[];
}

/** A unit's new value, or undefined when its text stays as the file has it. */
function changedValue(
  unit: YamlSkeleton['units'][number],
  targets: ReadonlyMap<string, string>,
): string | undefined {
  const target = unit.html ? writeHtmlValue(unit.html, targets) : targets.get(unit.id);
  if (target === undefined || target === unit.text) return undefined;
  return renderTaggedText(target, unit.tags, (plain) => plain);
}

export const yamlFilter: FileFilter = {
  format: 'yaml',
  title: 'YAML',
  extensions: ['yaml', 'yml'],
  parse(bytes, settings) {
    const { text, stored } = readTextFile(bytes, settings);
    const tagRegexp = compileUserRegexp(settings.yamlTagRegexp, 'yamlTagRegexp');
    const contextKey = compileUserRegexp(settings.yamlContextKeyRegexp, 'yamlContextKeyRegexp');
    const contextNote = compileUserRegexp(settings.yamlContextNoteRegexp, 'yamlContextNoteRegexp');
    const isContext = (key: string | undefined) =>
      key !== undefined &&
      ((contextKey && matchesWhole(contextKey, key)) ||
        (contextNote && matchesWhole(contextNote, key)));
    const htmlMode = subfilterMode(flagSetting(settings, 'yamlUseHtmlSubfilter'));
    const units: TextUnit[] = [];
    const skeletonUnits: YamlSkeleton['units'] = [];
    readYaml(text).strings.forEach((string, stringIndex) => {
      const value = string.node.value;
      if (value.trim() === '' || isContext(string.key)) return;
      const key = contextKey
        ? siblingValue(string, (name) => matchesWhole(contextKey, name))
        : undefined;
      const note = contextNote
        ? siblingValue(string, (name) => matchesWhole(contextNote, name))
        : undefined;
      const details = { key: key ?? string.path.join('.'), ...(note && { note }) };
      const first = units.length;
      const html = htmlSubfilter(value, htmlMode, units, { tagRegexp, ...details });
      if (html) {
        const id = units[first]?.id;
        if (id) skeletonUnits.push({ id: `${id}:html`, stringIndex, text: value, tags: {}, html });
        return;
      }
      const { text: source, tags } = protectTags(value, tagRegexp);
      const id = String(units.length + 1);
      units.push({ id, source, segment: true, ...details });
      skeletonUnits.push({ id, stringIndex, text: source, tags });
    });
    return {
      units,
      skeleton: writeSkeleton<YamlSkeleton>('yaml', { stored, text, units: skeletonUnits }),
    };
  },
  merge(skeleton, targets, settings) {
    const { stored, text, units } = readSkeleton<YamlSkeleton>(skeleton, 'yaml');
    const changed = units.flatMap((unit) => {
      const value = changedValue(unit, targets);
      return value === undefined ? [] : [{ unit, value }];
    });
    if (changed.length === 0) return writeTextFile(text, exportEncodingOf(stored, settings));
    const { tokens, strings } = readYaml(text);
    for (const { unit, value } of changed) {
      const place = strings[unit.stringIndex];
      const token = place?.node.srcToken;
      if (!place || !token) {
        throw new FilterError('The stored skeleton of this YAML file does not match its text.');
      }
      CST.setScalarValue(token, value, { afterKey: place.afterKey, inFlow: place.inFlow });
    }
    return writeTextFile(
      tokens.map((token) => CST.stringify(token)).join(''),
      exportEncodingOf(stored, settings),
    );
  },
};

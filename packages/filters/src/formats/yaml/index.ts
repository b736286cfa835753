import { CST } from 'yaml';
import {
  exportEncodingOf,
  readTextFile,
  writeTextFile,
  type StoredEncoding,
} from '../../encoding/index.js';
import { readSkeleton, writeSkeleton } from '../../skeleton/index.js';
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
  units: { id: string; stringIndex: number; text: string; tags: TagMarkup }[];
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
    const units: TextUnit[] = [];
    const skeletonUnits: YamlSkeleton['units'] = [];
    readYaml(text).strings.forEach((string, stringIndex) => {
      if (string.node.value.trim() === '' || isContext(string.key)) return;
      const { text: source, tags } = protectTags(string.node.value, tagRegexp);
      const id = String(units.length + 1);
      const key = contextKey
        ? siblingValue(string, (name) => matchesWhole(contextKey, name))
        : undefined;
      const note = contextNote
        ? siblingValue(string, (name) => matchesWhole(contextNote, name))
        : undefined;
      units.push({
        id,
        source,
        key: key ?? string.path.join('.'),
        segment: true,
        ...(note && { note }),
      });
      skeletonUnits.push({ id, stringIndex, text: source, tags });
    });
    return {
      units,
      skeleton: writeSkeleton<YamlSkeleton>('yaml', { stored, text, units: skeletonUnits }),
    };
  },
  merge(skeleton, targets, settings) {
    const { stored, text, units } = readSkeleton<YamlSkeleton>(skeleton, 'yaml');
    const changed = units.filter((unit) => {
      const target = targets.get(unit.id);
      return target !== undefined && target !== unit.text;
    });
    if (changed.length === 0) return writeTextFile(text, exportEncodingOf(stored, settings));
    const { tokens, strings } = readYaml(text);
    for (const unit of changed) {
      const place = strings[unit.stringIndex];
      const token = place?.node.srcToken;
      if (!place || !token) {
        throw new FilterError('The stored skeleton of this YAML file does not match its text.');
      }
      const value = renderTaggedText(targets.get(unit.id) ?? '', unit.tags, (plain) => plain);
      CST.setScalarValue(token, value, { afterKey: place.afterKey, inFlow: place.inFlow });
    }
    return writeTextFile(
      tokens.map((token) => CST.stringify(token)).join(''),
      exportEncodingOf(stored, settings),
    );
  },
};

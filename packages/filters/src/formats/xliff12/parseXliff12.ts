import { flagSetting, stringSetting } from '../../formatSettings/index.js';
import { alignTargetTags, firstFreeTagNumber } from '../../tags/index.js';
import { FilterError, type FilterSettings, type TextUnit } from '../../types.js';
import { attribute, localName, type XmlElement } from '../../xml/xmlTree.js';
import { maximumXmlDepth } from '../../xml/xmlStream.js';
import { contextKeyOfUnit } from './contextType.js';
import { readInlineText } from './inlineCodes.js';
import { isXliff12LineBreak, unitLineBreaks } from './lineBreaks.js';
import { readXliffXml } from './readXliffXml.js';
import { anyConditionHolds, parseStateRules, ruleState } from './stateRules.js';
import { TargetSlots } from './targetSlots.js';
import {
  characterData,
  childrenNamed,
  firstChildNamed,
  decodeXmlFile,
  isEmptyElementTag,
} from '../../xml/xmlFile.js';

/** What differs between plain XLIFF 1.2 and our bilingual MXLIFF. */
export interface Xliff12Flavour {
  /** The format whose skeleton is written: XLIFF 1.2's own, or MXLIFF's. */
  format: 'xliff' | 'mxliff';
  bilingualState: boolean;
}

const memsourceNamespace = 'http://www.memsource.com/mxlf/2.0';
const pairedElements = new Set(['g', 'mrk']);
// Units are read only inside these, as the XLIFF 1.2 schema places them.
const unitHolders = new Set(['xliff', 'file', 'body', 'group']);

function memsourcePrefixOf(root: XmlElement): string {
  return (
    root.attributes
      .find((a) => a.name.startsWith('xmlns:') && a.value === memsourceNamespace)
      ?.name.slice(6) ?? 'm'
  );
}

/**
 * Where a trans-unit stands: undefined outside the xliff/file/body/group nesting; else whether
 * neither it nor a holder says translate="no", and the nearest xml:space.
 */
export function unitPlace(
  unit: XmlElement,
): { root: XmlElement; translatable: boolean; preserveWhitespace: boolean } | undefined {
  let translatable = true;
  let space: string | undefined;
  let element = unit;
  for (;;) {
    if (attribute(element, 'translate') === 'no') translatable = false;
    space ??= attribute(element, 'xml:space');
    if (!element.parent) break;
    element = element.parent;
    if (!unitHolders.has(localName(element.name))) return undefined;
  }
  return { root: element, translatable, preserveWhitespace: space === 'preserve' };
}

export function parseXliff12(
  bytes: Uint8Array,
  settings: FilterSettings,
  flavour: Xliff12Flavour,
  onUnit?: (unit: TextUnit) => void,
): { units: TextUnit[]; skeleton: Uint8Array } {
  const { text, stored } = decodeXmlFile(bytes, settings);
  const skipWhen = parseStateRules(
    settings.xlfDoNotImportSegmentWhenRules,
    'xlfDoNotImportSegmentWhenRules',
  );
  const confirmWhen = parseStateRules(
    settings.xlfConfirmSegmentWhenRules,
    'xlfConfirmSegmentWhenRules',
  );
  const lockWhen = parseStateRules(settings.xlfLockSegmentWhenRules, 'xlfLockSegmentWhenRules');
  const extractNotes = flagSetting(settings, 'xlfExtractNote');
  const segment = !flavour.bilingualState && flagSetting(settings, 'xlfSegment');
  const preserveAll = flavour.bilingualState || flagSetting(settings, 'xlfPreserveWhitespace');
  const copySourceWhenSkipped = flagSetting(settings, 'xlfCopySourceToTargetIfSegmentNotImported');
  const isLineBreak = flagSetting(settings, 'xlfInterpretLineBreaksTags')
    ? isXliff12LineBreak
    : undefined;
  const keyOf = contextKeyOfUnit(stringSetting(settings, 'xlfContextType'));
  const lineBreaks: Record<string, string[]> = {};

  const units: TextUnit[] = [];
  const keep = onUnit ?? ((unit: TextUnit) => units.push(unit));
  let unitCount = 0;
  const slots = new TargetSlots(text, { format: flavour.format, stored });
  let memsourcePrefix: string | undefined;

  const readUnit = (unit: XmlElement, preserveWhitespace: boolean) => {
    const source = firstChildNamed(unit, 'source');
    if (!source) return;
    const target = firstChildNamed(unit, 'target');
    const attributeOf = (name: string) =>
      (target && attribute(target, name)) ?? attribute(unit, name);

    if (anyConditionHolds(skipWhen, attributeOf)) {
      if (copySourceWhenSkipped) slots.copySource(source, target);
      return;
    }

    const inline = {
      document: text,
      firstTagNumber: firstFreeTagNumber(
        text.slice(source.startTagEnd, source.endTagStart),
        target ? text.slice(target.startTagEnd, target.endTagStart) : '',
      ),
      preserveWhitespace,
      pairedElements,
      isLineBreak,
    };
    const sourceText = readInlineText(source, inline);
    if (sourceText.text.trim() === '') return;
    const targetInline =
      target && !isEmptyElementTag(target) ? readInlineText(target, inline) : undefined;
    const targetText = targetInline && alignTargetTags(sourceText, targetInline);
    const id = String(++unitCount);
    const notes = extractNotes
      ? childrenNamed(unit, 'note')
          .map((note) => characterData(text, note).trim())
          .filter((note) => note !== '')
      : [];
    const state = flavour.bilingualState
      ? {
          confirmed: attribute(unit, `${memsourcePrefix ?? 'm'}:confirmed`) === '1',
          locked: attribute(unit, `${memsourcePrefix ?? 'm'}:locked`) === 'true',
        }
      : ruleState(confirmWhen, lockWhen, attributeOf);
    const key = flavour.bilingualState ? attribute(unit, 'id') : keyOf(unit);
    keep({
      id,
      source: sourceText.text,
      ...(targetText && targetText.text !== '' && { target: targetText.text }),
      ...(key !== undefined && { key }),
      ...(notes.length > 0 && { note: notes.join('\n') }),
      segment: segment && !targetText?.text,
      ...state,
    });
    slots.add(id, source, target, targetText?.text ?? '', targetText?.tags ?? sourceText.tags, {
      holder: unit,
      withTarget: true,
    });
    const breaks = unitLineBreaks(targetInline, sourceText);
    if (breaks.length > 0) lineBreaks[id] = breaks;
  };

  // Each trans-unit is read as it ends and dropped from the tree: the whole tree is never held.
  const { root } = readXliffXml(text, (element, deepest) => {
    if (localName(element.name) !== 'trans-unit') return false;
    const place = unitPlace(element);
    if (place && place.translatable && deepest <= maximumXmlDepth) {
      memsourcePrefix ??= memsourcePrefixOf(place.root);
      readUnit(element, place.preserveWhitespace || preserveAll);
    }
    return true;
  });
  if (localName(root.name) !== 'xliff') {
    throw new FilterError(`The file is not an XLIFF document: its root element is <${root.name}>.`);
  }
  if (attribute(root, 'version')?.startsWith('2')) {
    throw new FilterError('The file is XLIFF 2.0; import it with the XLIFF 2.0 format.');
  }
  return {
    units,
    skeleton: slots.finish(lineBreaks),
  };
}

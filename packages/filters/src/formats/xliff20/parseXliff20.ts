import { flagSetting, stringSetting } from '../../formatSettings/index.js';
import { alignTargetTags, firstFreeTagNumber } from '../../tags/index.js';
import { FilterError, type FilterSettings, type TextUnit } from '../../types.js';
import { readXml } from '../../xml/readXml.js';
import { attribute, childElements, localName, type XmlElement } from '../../xml/xmlTree.js';
import { readInlineText } from '../xliff12/inlineCodes.js';
import { isXliff20LineBreak, unitLineBreaks } from '../xliff12/lineBreaks.js';
import { anyConditionHolds, parseStateRules, ruleState } from '../xliff12/stateRules.js';
import { TargetSlots } from '../xliff12/targetSlots.js';
import {
  characterData,
  childrenNamed,
  firstChildNamed,
  decodeXmlFile,
  isEmptyElementTag,
} from '../../xml/xmlFile.js';
import { contextKeyReader, type SegmentScope } from './contextKey.js';

const pairedElements = new Set(['pc', 'mrk']);

function readSettings(settings: FilterSettings) {
  return {
    skipWhen: parseStateRules(settings.xlf2SkipImportRules, 'xlf2SkipImportRules'),
    confirmWhen: parseStateRules(
      settings.xlf2ConfirmSegmentWhenRules,
      'xlf2ConfirmSegmentWhenRules',
    ),
    lockWhen: parseStateRules(settings.xlf2LockSegmentWhenRules, 'xlf2LockSegmentWhenRules'),
    keyOf: contextKeyReader(stringSetting(settings, 'xlf2ContextKeyXPath')),
    importNotes: flagSetting(settings, 'xlf2ImportNotes'),
    segment: flagSetting(settings, 'xlf2Segment'),
    preserveAll: flagSetting(settings, 'xlf2PreserveWhitespace'),
    copySourceWhenSkipped: flagSetting(settings, 'xlf2CopySourceToTargetIfSegmentNotImported'),
    respectTranslate: flagSetting(settings, 'xlf2RespectTranslateAttribute'),
    isLineBreak: flagSetting(settings, 'xlf2InterpretLineBreakTags')
      ? isXliff20LineBreak
      : undefined,
  };
}

const preserves = (element: XmlElement, inherited: boolean): boolean => {
  const space = attribute(element, 'xml:space');
  return space === undefined ? inherited : space === 'preserve';
};

/** Reads XLIFF 2.0: every <segment> of a unit is a unit of ours, already segmented. */
export function parseXliff20(
  bytes: Uint8Array,
  settings: FilterSettings,
): { units: TextUnit[]; skeleton: Uint8Array } {
  const { text, stored } = decodeXmlFile(bytes, settings);
  const { root } = readXml(text);
  if (localName(root.name) !== 'xliff' || !attribute(root, 'version')?.startsWith('2')) {
    throw new FilterError(
      'The file is not an XLIFF 2 document: its root is not <xliff version="2.x">.',
    );
  }
  const options = readSettings(settings);
  const units: TextUnit[] = [];
  const slots = new TargetSlots(text, { format: 'xliff20', stored });
  const lineBreaks: Record<string, string[]> = {};

  const readSegment = (
    segment: XmlElement,
    scope: SegmentScope,
    note: string,
    preserve: boolean,
  ) => {
    const source = firstChildNamed(segment, 'source');
    if (!source) return;
    const target = firstChildNamed(segment, 'target');
    const attributeOf = (name: string) =>
      (target && attribute(target, name)) ??
      attribute(segment, name) ??
      (scope.unit && attribute(scope.unit, name));
    if (anyConditionHolds(options.skipWhen, attributeOf)) {
      if (options.copySourceWhenSkipped) slots.copySource(source, target);
      return;
    }
    const inline = {
      document: text,
      firstTagNumber: firstFreeTagNumber(
        text.slice(source.startTagEnd, source.endTagStart),
        target ? text.slice(target.startTagEnd, target.endTagStart) : '',
      ),
      preserveWhitespace: options.preserveAll || preserves(source, preserve),
      pairedElements,
      spanningCodes: true,
      isLineBreak: options.isLineBreak,
    };
    const sourceText = readInlineText(source, inline);
    if (sourceText.text.trim() === '') return;
    const targetInline =
      target && !isEmptyElementTag(target) ? readInlineText(target, inline) : undefined;
    const targetText = targetInline && alignTargetTags(sourceText, targetInline);
    const id = String(units.length + 1);
    const key = options.keyOf(scope);
    units.push({
      id,
      source: sourceText.text,
      ...(targetText && targetText.text !== '' && { target: targetText.text }),
      ...(key !== undefined && { key }),
      ...(note !== '' && { note }),
      segment: options.segment && !targetText?.text,
      ...ruleState(options.confirmWhen, options.lockWhen, attributeOf),
    });
    slots.add(id, source, target, targetText?.text ?? '', targetText?.tags ?? sourceText.tags, {
      holder: segment,
      withTarget: false,
    });
    const breaks = unitLineBreaks(targetInline, sourceText);
    if (breaks.length > 0) lineBreaks[id] = breaks;
  };

  const readUnit = (unit: XmlElement, scope: SegmentScope, preserve: boolean) => {
    const notes = options.importNotes
      ? childrenNamed(unit, 'notes')
          .flatMap((notesElement) => childrenNamed(notesElement, 'note'))
          .map((noteElement) => characterData(text, noteElement).trim())
          .filter((noteText) => noteText !== '')
      : [];
    for (const segment of childrenNamed(unit, 'segment')) {
      readSegment(
        segment,
        { ...scope, unit, segment },
        notes.join('\n'),
        preserves(segment, preserve),
      );
    }
  };

  const visit = (element: XmlElement, scope: SegmentScope, inherited: boolean) => {
    const preserve = preserves(element, inherited);
    if (options.respectTranslate && attribute(element, 'translate') === 'no') return;
    const name = localName(element.name);
    if (name === 'unit') readUnit(element, scope, preserve);
    else if (name === 'xliff' || name === 'file' || name === 'group') {
      const inner = name === 'xliff' ? scope : { ...scope, [name]: element };
      for (const child of childElements(element)) visit(child, inner, preserve);
    }
  };
  visit(root, {}, false);
  return {
    units,
    skeleton: slots.finish(lineBreaks),
  };
}

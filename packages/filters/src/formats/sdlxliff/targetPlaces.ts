import type { TagMarkup } from '../../tags/index.js';
import { isEmptyElementTag, openTagOf } from '../../xml/xmlFile.js';
import type { XmlElement } from '../../xml/xmlTree.js';
import { indentBefore } from '../xliff12/targetSlots.js';
import type { SdlPiece, SegmentSlots } from './segmentSlots.js';

/** Where a segment's target goes when the trans-unit has a <target> with segments in it. */
export function placeSegmentTarget(
  slots: SegmentSlots,
  text: string,
  segment: { id: string; openTag: string; tags: TagMarkup; target: string | undefined },
  targetMark: XmlElement | undefined,
  target: XmlElement,
): void {
  const { id, tags } = segment;
  if (targetMark && segment.target !== undefined) {
    const original = [text.slice(targetMark.startTagEnd, targetMark.endTagStart)];
    const slot = { id, source: segment.target, original, tags, context: {} };
    slots.replace(targetMark.startTagEnd, targetMark.endTagStart, slot);
  } else if (targetMark) {
    const original = [text.slice(targetMark.start, targetMark.end)];
    const context = { before: openTagOf(text, targetMark), after: `</${targetMark.name}>` };
    slots.replace(targetMark.start, targetMark.end, { id, source: '', original, tags, context });
  } else {
    // A segment the target lacks is added at its end.
    const context = { before: segment.openTag, after: '</mrk>' };
    slots.replace(target.endTagStart, target.endTagStart, {
      id,
      source: '',
      original: [],
      tags,
      context,
    });
  }
}

/**
 * Places the target a trans-unit lacks (after its seg-source, on a line of its own when the
 * seg-source has one) or whose content holds no segment: merge writes it only when one is translated.
 */
export function placeNewTarget(
  slots: SegmentSlots,
  text: string,
  place: { segSource: XmlElement; target: XmlElement | undefined; segments: SdlPiece[] },
  id: string,
): void {
  const { segSource, target, segments } = place;
  const slot = { id, source: '', tags: {} };
  if (!target) {
    const name = segSource.name.replace(/seg-source$/, 'target');
    const indent = indentBefore(text, segSource.start);
    const before = `${indent === undefined ? '' : `\n${indent}`}<${name}>`;
    const context = { before, after: `</${name}>`, segments };
    slots.replace(segSource.end, segSource.end, { ...slot, original: [], context });
  } else if (isEmptyElementTag(target)) {
    const original = [text.slice(target.start, target.end)];
    const context = { before: openTagOf(text, target), after: `</${target.name}>`, segments };
    slots.replace(target.start, target.end, { ...slot, original, context });
  } else {
    const original = [text.slice(target.startTagEnd, target.endTagStart)];
    slots.replace(target.startTagEnd, target.endTagStart, {
      ...slot,
      original,
      context: { segments },
    });
  }
}

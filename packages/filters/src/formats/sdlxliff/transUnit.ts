import { alignTargetTags, firstFreeTagNumber } from '../../tags/index.js';
import type { TextUnit } from '../../types.js';
import {
  characterData,
  childrenNamed,
  firstChildNamed,
  isEmptyElementTag,
  openTagOf,
} from '../../xml/xmlFile.js';
import { attribute, descendants, localName, type XmlElement } from '../../xml/xmlTree.js';
import { readInlineText } from '../xliff12/inlineCodes.js';
import { anyConditionHolds, ruleState } from '../xliff12/stateRules.js';
import type { SdlPiece, SegmentSlots } from './segmentSlots.js';
import type { SdlImportRules } from './segStates.js';
import { placeNewTarget, placeSegmentTarget } from './targetPlaces.js';

// Comments (x-sdl-comment), added revisions and other mrk wrap text; <x/> and empty mrk stand alone.
const pairedElements = new Set(['g', 'mrk']);
// Text a reviewer deleted with track changes on is no text of the segment: it stays whole in a tag.
const isDeletedRevision = (element: XmlElement) =>
  localName(element.name) === 'mrk' && attribute(element, 'mtype') === 'x-sdl-deleted';

/** The <mrk mtype="seg"> elements of a seg-source or target, in order; a segment holds no other. */
function segmentMarks(container: XmlElement): XmlElement[] {
  return container.children.flatMap((child) => {
    if (child.kind !== 'element') return [];
    const isSegment = localName(child.name) === 'mrk' && attribute(child, 'mtype') === 'seg';
    return isSegment ? [child] : segmentMarks(child);
  });
}

/** Reads the trans-units of one file into units and skeleton slots. */
export class TransUnitReader {
  readonly units: TextUnit[] = [];
  private newTargets = 0;
  /** Studio's comments (cmt-def) by id, read from doc-info before the first trans-unit. */
  readonly comments = new Map<string, string>();

  constructor(
    private readonly text: string,
    private readonly rules: SdlImportRules,
    private readonly slots: SegmentSlots,
  ) {}

  /** Keeps a cmt-def's comments, each as "text (user)", for the segments that mark it. */
  readComment(definition: XmlElement): void {
    const id = attribute(definition, 'id');
    const comments = [...descendants(definition)]
      .filter((element) => localName(element.name) === 'Comment')
      .map((comment) => {
        const said = characterData(this.text, comment).trim();
        const user = attribute(comment, 'user');
        return user ? `${said} (${user})` : said;
      })
      .filter((said) => said !== '');
    if (id !== undefined && comments.length > 0) this.comments.set(id, comments.join('\n'));
  }

  /** The comments a segment's source or target marks with x-sdl-comment, for its note. */
  private noteOf(marks: ReadonlyArray<XmlElement | undefined>): string | undefined {
    const notes = marks
      .flatMap((mark) => (mark ? [...descendants(mark)] : []))
      .filter((element) => attribute(element, 'mtype') === 'x-sdl-comment')
      .flatMap((element) => {
        const id = element.attributes.find((item) => localName(item.name) === 'cid')?.value;
        const comment = id === undefined ? undefined : this.comments.get(id);
        return comment === undefined ? [] : [comment];
      });
    return notes.length > 0 ? [...new Set(notes)].join('\n') : undefined;
  }

  /**
   * Every segment of the seg-source is a unit, with the same mrk of <target> as its target and
   * the attributes of its sdl:seg (then of the trans-unit) for the import rules.
   */
  read(unit: XmlElement): void {
    const { text, slots } = this;
    const segSource = firstChildNamed(unit, 'seg-source');
    if (!segSource) return;
    const target = firstChildNamed(unit, 'target');
    const targetMarks = new Map(
      (target ? segmentMarks(target) : []).map((mark) => [attribute(mark, 'mid'), mark]),
    );
    const defs = childrenNamed(unit, 'seg-defs').find((element) => !isEmptyElementTag(element));
    const segOf = new Map(
      (defs ? childrenNamed(defs, 'seg') : []).map((seg) => [attribute(seg, 'id'), seg]),
    );
    // A target without segments is written whole, on the seg-source's model, when one is translated.
    const newTarget: SdlPiece[] | undefined = targetMarks.size === 0 ? [] : undefined;
    const seen = new Set<string>();
    const missingSegs: Array<{ unit: string; newSeg: string }> = [];
    let copied = segSource.startTagEnd;

    for (const mark of segmentMarks(segSource)) {
      newTarget?.push(text.slice(copied, mark.start));
      copied = mark.end;
      const mid = attribute(mark, 'mid') ?? '';
      const openTag = openTagOf(text, mark);
      const seg = segOf.get(mid);
      const attributeOf = (name: string) => (seg && attribute(seg, name)) ?? attribute(unit, name);
      const targetMark = targetMarks.get(mid);
      const inline = {
        document: text,
        firstTagNumber: firstFreeTagNumber(
          text.slice(mark.startTagEnd, mark.endTagStart),
          targetMark ? text.slice(targetMark.startTagEnd, targetMark.endTagStart) : '',
        ),
        preserveWhitespace: true,
        pairedElements,
        keepsWhole: isDeletedRevision,
      };
      const source = readInlineText(mark, inline);
      // A repeated mid would share its target and sdl:seg with the first: only the first is read.
      const skipped =
        seen.has(mid) ||
        source.text.trim() === '' ||
        anyConditionHolds(this.rules.skipWhen, attributeOf);
      seen.add(mid);
      if (skipped) {
        newTarget?.push(
          isEmptyElementTag(mark) ? text.slice(mark.start, mark.end) : openTag.replace(/>$/, '/>'),
        );
        continue;
      }
      const targetText =
        targetMark && !isEmptyElementTag(targetMark)
          ? alignTargetTags(source, readInlineText(targetMark, inline))
          : undefined;
      const id = String(this.units.length + 1);
      const transUnitId = attribute(unit, 'id');
      const note = this.noteOf([mark, targetMark]);
      this.units.push({
        id,
        source: source.text,
        ...(targetText && targetText.text !== '' && { target: targetText.text }),
        key: transUnitId === undefined ? mid : `${transUnitId}/${mid}`,
        ...(note !== undefined && { note }),
        segment: false,
        ...ruleState(this.rules.confirmWhen, this.rules.lockWhen, attributeOf),
      });
      const tags = targetText?.tags ?? source.tags;
      if (newTarget) {
        const context = { before: openTag, after: '</mrk>' };
        const original = [openTag.replace(/>$/, '/>')];
        newTarget.push({ id, source: '', original, tags, context });
      } else if (target) {
        const segment = { id, openTag, tags, target: targetText?.text };
        placeSegmentTarget(slots, text, segment, targetMark, target);
      }
      if (seg) {
        const startTag = text.slice(seg.start, seg.startTagEnd);
        slots.replace(seg.start, seg.startTagEnd, startTag, [{ unit: id }]);
      } else missingSegs.push({ unit: id, newSeg: mid });
    }

    if (newTarget?.some((piece) => typeof piece !== 'string')) {
      newTarget.push(text.slice(copied, segSource.endTagStart));
      const id = `target-${++this.newTargets}`;
      placeNewTarget(slots, text, { segSource, target, segments: newTarget }, id);
    }
    if (missingSegs.length > 0) {
      const at = defs ? defs.endTagStart : unit.endTagStart;
      const states = missingSegs.map((seg) => ({ ...seg, newDefs: !defs }));
      slots.replace(at, at, '', states);
    }
    slots.endUnit();
  }
}

import type { TextPiece } from '../../skeleton/index.js';
import type { TagMarkup } from '../../tags/index.js';
import type { XmlElement } from '../../xml/xmlTree.js';
import type { StateTag } from './exportRules.js';
import { isEmptyElementTag, openTagOf, type XmlFileSkeleton } from '../../xml/xmlFile.js';

/** An XLIFF skeleton; stateTags is missing in skeletons stored before the export rules. */
export interface XliffSkeleton extends XmlFileSkeleton {
  stateTags?: StateTag[];
  /** By unit id, the line-break elements read as newlines, for writing a target's newlines. */
  lineBreaks?: Record<string, string[]>;
}

/** Builds the skeleton of a bilingual XLIFF file: its text, with a slot where each target goes. */
export class TargetSlots {
  private readonly parts: TextPiece[] = [];
  private readonly tags: StateTag[] = [];
  private cursor = 0;

  constructor(private readonly text: string) {}

  /** Writes the source markup into a missing or empty target (a unit that was not imported). */
  copySource(source: XmlElement, target: XmlElement | undefined): void {
    const sourceMarkup = this.text.slice(source.startTagEnd, source.endTagStart);
    if (!target) {
      const { opening, closing } = this.newTarget(source);
      this.copyUpTo(source.end);
      this.parts.push(`${opening}${sourceMarkup}${closing}`);
    } else if (target.startTagEnd === target.endTagStart) {
      this.copyUpTo(target.start);
      this.parts.push(`${openTagOf(this.text, target)}${sourceMarkup}</${target.name}>`);
      this.cursor = target.end;
    }
  }

  /**
   * A slot for a unit's target: the content of its target, or a target element it lacks. The
   * opening tags of holder (and of the target, with withTarget) are kept apart for the export rules.
   */
  add(
    id: string,
    source: XmlElement,
    target: XmlElement | undefined,
    text: string,
    tags: TagMarkup,
    state: { holder: XmlElement; withTarget: boolean },
  ) {
    this.keepTag(id, state.holder, 'unit');
    if (target && !isEmptyElementTag(target)) {
      if (state.withTarget) this.keepTag(id, target, 'target');
      this.copyUpTo(target.startTagEnd);
      const original = this.text.slice(target.startTagEnd, target.endTagStart);
      this.parts.push({ id, source: text, original: [original], tags, context: undefined });
      this.cursor = target.endTagStart;
    } else if (target) {
      this.copyUpTo(target.start);
      const original = this.text.slice(target.start, target.end);
      const before = openTagOf(this.text, target);
      if (state.withTarget) this.tags.push({ id, part: this.parts.length, element: 'target' });
      const context = { before, after: `</${target.name}>` };
      this.parts.push({ id, source: '', original: [original], tags, context });
      this.cursor = target.end;
    } else {
      const { opening, closing } = this.newTarget(source);
      this.copyUpTo(source.end);
      if (state.withTarget) this.tags.push({ id, part: this.parts.length, element: 'target' });
      const context = { before: opening, after: closing };
      this.parts.push({ id, source: '', original: [], tags, context });
    }
  }

  /** The opening tags merge may write a unit's state into. */
  stateTags(): StateTag[] {
    return this.tags;
  }

  /** The skeleton parts, with the rest of the file after the last slot. */
  finish(): TextPiece[] {
    return [...this.parts, this.text.slice(this.cursor)];
  }

  private keepTag(id: string, element: XmlElement, role: StateTag['element']): void {
    this.copyUpTo(element.start);
    this.tags.push({ id, part: this.parts.length, element: role });
    this.parts.push(this.text.slice(element.start, element.startTagEnd));
    this.cursor = element.startTagEnd;
  }

  private copyUpTo(position: number): void {
    this.parts.push(this.text.slice(this.cursor, position));
    this.cursor = position;
  }

  /** A new target follows its source, on a line of its own when the source has one. */
  private newTarget(source: XmlElement): { opening: string; closing: string } {
    const targetName = source.name.replace(/source$/, 'target');
    const indent = indentBefore(this.text, source.start);
    const opening = `${indent === undefined ? '' : `\n${indent}`}<${targetName}>`;
    return { opening, closing: `</${targetName}>` };
  }
}

/** The spaces and tabs between the previous line break and position, when only those stand there. */
export function indentBefore(text: string, position: number): string | undefined {
  const lineBreak = text.lastIndexOf('\n', position - 1);
  if (lineBreak < 0) return undefined;
  const indent = text.slice(lineBreak + 1, position);
  return /^[ \t]*$/.test(indent) ? indent : undefined;
}

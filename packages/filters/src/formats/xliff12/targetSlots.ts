import type { TextContext } from '../../skeleton/index.js';
import type { TagMarkup } from '../../tags/index.js';
import type { StoredEncoding } from '../../encoding/index.js';
import { JsonBytes } from '../../skeleton/index.js';
import type { XmlElement } from '../../xml/xmlTree.js';
import type { StateTag } from './exportRules.js';
import { isEmptyElementTag, openTagOf } from '../../xml/xmlFile.js';
import type { LengthPart, LengthSlot, XliffSkeleton } from './storedParts.js';

// State tags before the skeleton's end are written this many at a time.
const tagsPerRun = 4096;
// A slot whose text is longer is written in pieces (jsonChunks.ts), never as one string.
const longText = 16 * 1024;

const hasKeys = (record: object): boolean => {
  for (const _ in record) return true;
  return false;
};

/**
 * A slot's JSON, the same text as JSON.stringify's: built from its parts, where stringify took
 * three times as long walking the array and its tags for every unit (#14).
 */
export function slotJson([id, text, original, tags, context]: LengthSlot): string {
  const tagsJson = hasKeys(tags) ? JSON.stringify(tags) : '{}';
  return `[${JSON.stringify(id)},${text ? JSON.stringify(text) : '""'},${original},${tagsJson},${context}]`;
}

/**
 * Builds the skeleton of a bilingual XLIFF file: its text, with a slot where each target goes. The
 * file's own text is kept as lengths of the original (storedParts.ts), not copied. Each part is
 * written to the skeleton's bytes as it comes (#14), so a long file's parts are never all held;
 * the bytes parse to an XliffSkeleton.
 */
export class TargetSlots {
  private readonly out = new JsonBytes();
  private parts = 0;
  // A state tag as one number: its part times two, plus one for a target's (not its unit's).
  private readonly tags: number[] = [];
  private readonly contexts: NonNullable<TextContext>[] = [];
  private readonly contextIndex = new Map<string, number>();
  private lastContext = -1;
  private cursor = 0;

  constructor(
    private readonly text: string,
    skeleton: { format: string; stored: StoredEncoding },
  ) {
    const { format, stored } = skeleton;
    this.out.write(`{"format":${JSON.stringify(format)},"payload":{"stored":`);
    this.out.value(stored);
    this.out.write(`,"layout":"lengths","parts":[`);
  }

  /** Writes the source markup into a missing or empty target (a unit that was not imported). */
  copySource(source: XmlElement, target: XmlElement | undefined): void {
    const sourceMarkup = this.text.slice(source.startTagEnd, source.endTagStart);
    if (!target) {
      const { opening, closing } = this.newTarget(source);
      this.copyUpTo(source.end);
      this.part(`${opening}${sourceMarkup}${closing}`);
    } else if (target.startTagEnd === target.endTagStart) {
      this.copyUpTo(target.start);
      this.part(`${openTagOf(this.text, target)}${sourceMarkup}</${target.name}>`);
      this.part(target.start - target.end);
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
    this.keepTag(state.holder, 'unit');
    if (target && !isEmptyElementTag(target)) {
      if (state.withTarget) this.keepTag(target, 'target');
      this.copyUpTo(target.startTagEnd);
      this.addSlot([id, text, target.endTagStart - target.startTagEnd, tags, -1]);
    } else if (target) {
      this.copyUpTo(target.start);
      if (state.withTarget) this.tag('target');
      const context = this.contextOf(openTagOf(this.text, target), `</${target.name}>`);
      this.addSlot([id, '', target.end - target.start, tags, context]);
    } else {
      const { opening, closing } = this.newTarget(source);
      this.copyUpTo(source.end);
      if (state.withTarget) this.tag('target');
      this.addSlot([id, '', 0, tags, this.contextOf(opening, closing)]);
    }
  }

  /** The skeleton's bytes, with the rest of the file after the last slot. */
  finish(lineBreaks: XliffSkeleton['lineBreaks']): Uint8Array {
    this.copyUpTo(this.text.length);
    this.out.write('],"contexts":');
    this.out.value(this.contexts);
    this.out.write(',"stateTags":[');
    // As stored before (storedParts.ts's LengthStateTag): [part, element] pairs.
    for (let at = 0; at < this.tags.length; at += tagsPerRun) {
      const run = this.tags
        .slice(at, at + tagsPerRun)
        .map((tag) => `[${Math.floor(tag / 2)},${tag % 2 ? '"target"' : '"unit"'}]`);
      this.out.separate(at);
      this.out.write(run.join(','));
    }
    this.out.write(']');
    if (lineBreaks && Object.keys(lineBreaks).length > 0) {
      this.out.write(',"lineBreaks":');
      this.out.value(lineBreaks);
    }
    this.out.write('}}');
    return this.out.bytes();
  }

  private part(part: LengthPart): void {
    this.out.separate(this.parts++);
    if (typeof part === 'number') this.out.write(String(part));
    else this.out.value(part);
  }

  private tag(role: StateTag['element']): void {
    this.tags.push(this.parts * 2 + (role === 'target' ? 1 : 0));
  }

  /** The slot covers its original's characters of the file. */
  private addSlot(slot: LengthSlot): void {
    if (slot[1].length > longText) this.part(slot);
    else {
      this.out.separate(this.parts++);
      this.out.write(slotJson(slot));
    }
    this.cursor += slot[2];
  }

  /** The index of a new target's context, each kept once. */
  private contextOf(before: string, after: string): number {
    // Most units of a file get the same context as the unit before them.
    const last = this.contexts[this.lastContext];
    if (last?.before === before && last.after === after) return this.lastContext;
    const key = `${before}\u0000${after}`;
    let index = this.contextIndex.get(key);
    if (index === undefined) {
      index = this.contexts.push({ before, after }) - 1;
      this.contextIndex.set(key, index);
    }
    this.lastContext = index;
    return index;
  }

  private keepTag(element: XmlElement, role: StateTag['element']): void {
    this.copyUpTo(element.start);
    this.tag(role);
    this.copyUpTo(element.startTagEnd);
  }

  private copyUpTo(position: number): void {
    if (position > this.cursor) this.part(position - this.cursor);
    this.cursor = position;
  }

  /** A new target follows its source, on a line of its own when the source has one. */
  private newTarget(source: XmlElement): { opening: string; closing: string } {
    const { name } = source;
    const targetName = name.endsWith('source') ? `${name.slice(0, -6)}target` : name;
    const indent = indentBefore(this.text, source.start);
    const opening = `${indent === undefined ? '' : `\n${indent}`}<${targetName}>`;
    return { opening, closing: `</${targetName}>` };
  }
}

/** The spaces and tabs between the previous line break and position, when only those stand there. */
export function indentBefore(text: string, position: number): string | undefined {
  let start = position;
  while (text[start - 1] === ' ' || text[start - 1] === '\t') start--;
  return text[start - 1] === '\n' ? text.slice(start, position) : undefined;
}

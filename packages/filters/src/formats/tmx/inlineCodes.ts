import { tagText, tagTokens } from '@tessera/contracts';
import type { SaxesTagPlain } from 'saxes';
import { escapeXmlText } from '../../xml/xmlEscape.js';

// Elements whose content is native code (markup of the original format), not segment text.
const codeElements = new Set(['bpt', 'ept', 'ph', 'it', 'ut']);

/**
 * Builds a segment's text from the content of a TMX <seg>: inline codes become numbered tags.
 * A tag takes the code's x attribute when it has one, so that source and target tags of a unit
 * correspond; otherwise the next free number. bpt/ept pair by their i attribute.
 */
export class SegmentTextBuilder {
  text = '';
  private readonly used = new Set<number>();
  private readonly openPairs = new Map<string, number>();
  private readonly highlights: number[] = [];
  private codeDepth = 0;
  private next = 1;

  open(tag: SaxesTagPlain, name: string): void {
    if (this.codeDepth > 0) {
      this.codeDepth += 1;
      return;
    }
    const x = tag.attributes.x;
    if (name === 'bpt') {
      const id = this.number(x);
      this.openPairs.set(tag.attributes.i ?? '', id);
      this.text += tagText('open', id);
    } else if (name === 'ept') {
      const id = this.openPairs.get(tag.attributes.i ?? '');
      this.openPairs.delete(tag.attributes.i ?? '');
      this.text +=
        id === undefined ? tagText('standalone', this.number(undefined)) : tagText('close', id);
    } else if (name === 'it') {
      const id = this.number(x);
      this.text += tagText(tag.attributes.pos === 'end' ? 'close' : 'open', id);
    } else if (name === 'ph' || name === 'ut') {
      this.text += tagText('standalone', this.number(x));
    } else if (name === 'hi') {
      const id = this.number(x);
      this.highlights.push(id);
      this.text += tagText('open', id);
    }
    if (codeElements.has(name)) this.codeDepth = 1;
  }

  close(name: string): void {
    if (this.codeDepth > 0) {
      this.codeDepth -= 1;
      return;
    }
    if (name === 'hi') this.text += tagText('close', this.highlights.pop() ?? 0);
  }

  addText(text: string): void {
    if (this.codeDepth === 0) this.text += text;
  }

  private number(x: string | undefined): number {
    const wanted = x !== undefined && /^\d+$/.test(x) ? Number(x) : undefined;
    if (wanted !== undefined && !this.used.has(wanted)) {
      this.used.add(wanted);
      return wanted;
    }
    while (this.used.has(this.next)) this.next += 1;
    this.used.add(this.next);
    return this.next;
  }
}

/** Writes a segment's text as TMX seg content: paired tags as bpt/ept, lone ones as it, others as ph. */
export function segmentToTmx(text: string): string {
  const tokens = tagTokens(text);
  const opens = new Set(tokens.filter((tag) => tag.kind === 'open').map((tag) => tag.id));
  const closes = new Set(tokens.filter((tag) => tag.kind === 'close').map((tag) => tag.id));
  let out = '';
  let at = 0;
  for (const { kind, id, start, end } of tokens) {
    out += escapeXmlText(text.slice(at, start));
    if (kind === 'open') {
      out += closes.has(id) ? `<bpt i="${id}" x="${id}"/>` : `<it pos="begin" x="${id}"/>`;
    } else if (kind === 'close') {
      out += opens.has(id) ? `<ept i="${id}"/>` : `<it pos="end" x="${id}"/>`;
    } else out += `<ph x="${id}"/>`;
    at = end;
  }
  return out + escapeXmlText(text.slice(at));
}

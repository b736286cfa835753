import { tagText, tagTokenPattern, tagTokens } from '@tessera/contracts';

/** The markup each tag token ({1}, {/1}, {2/}) stands for, as the file writes it. */
export type TagMarkup = Record<string, string>;

/** Tags are numbered above any {n} written literally in the text, so the two never collide. */
export function firstFreeTagNumber(...texts: string[]): number {
  let highest = 0;
  for (const text of texts) {
    for (const tag of tagTokens(text)) highest = Math.max(highest, Number(tag.id));
  }
  return highest + 1;
}

/** Builds a unit's text in tag notation while collecting the markup of each tag. */
export class TaggedTextBuilder {
  text = '';
  readonly tags: TagMarkup = {};
  private nextNumber: number;

  constructor(firstNumber: number) {
    this.nextNumber = firstNumber;
  }

  /** Adds plain text; matches of tagRegexp become standalone tags whose markup is markupOf(match). */
  addText(plain: string, tagRegexp?: RegExp, markupOf: (matched: string) => string = (m) => m) {
    if (!tagRegexp) {
      this.text += plain;
      return;
    }
    let position = 0;
    for (const match of plain.matchAll(new RegExp(tagRegexp.source, tagRegexp.flags))) {
      if (match[0] === '') continue;
      this.text += plain.slice(position, match.index);
      this.addStandalone(markupOf(match[0]));
      position = match.index + match[0].length;
    }
    this.text += plain.slice(position);
  }

  /** Adds a standalone tag and returns its token. */
  addStandalone(markup: string): string {
    const token = tagText('standalone', this.nextNumber++);
    this.tags[token] = markup;
    this.text += token;
    return token;
  }

  /** Opens a paired tag and returns its number for close(). */
  open(markup: string): number {
    const number = this.nextNumber++;
    this.tags[tagText('open', number)] = markup;
    this.text += tagText('open', number);
    return number;
  }

  close(number: number, markup: string): void {
    this.tags[tagText('close', number)] = markup;
    this.text += tagText('close', number);
  }
}

/** Plain text with tagRegexp matches protected as standalone tags. */
export function protectTags(
  plain: string,
  tagRegexp: RegExp | undefined,
  markupOf?: (matched: string) => string,
): { text: string; tags: TagMarkup } {
  const builder = new TaggedTextBuilder(firstFreeTagNumber(plain));
  builder.addText(plain, tagRegexp, markupOf);
  return { text: builder.text, tags: builder.tags };
}

/** Writes a target back: known tags become their markup, everything else goes through escapeText. */
export function renderTaggedText(
  target: string,
  tags: TagMarkup,
  escapeText: (plain: string) => string,
): string {
  let written = '';
  let pending = '';
  let position = 0;
  for (const match of target.matchAll(tagTokenPattern)) {
    const markup = tags[match[0]];
    if (markup === undefined) continue;
    pending += target.slice(position, match.index);
    written += escapeText(pending) + markup;
    pending = '';
    position = match.index + match[0].length;
  }
  return written + escapeText(pending + target.slice(position));
}

import { tagText, tagTokenPattern, tagTokens, type TagKind } from '@tessera/contracts';

/** A target or source cut into text and tags ({1} open, {/1} close, {1/} standalone). */
export type TaggedToken = { kind: 'text'; text: string } | { kind: TagKind; id: string };

export function tokenizeTagged(text: string): TaggedToken[] {
  const tokens: TaggedToken[] = [];
  let at = 0;
  for (const { kind, id, start, end } of tagTokens(text)) {
    if (start > at) tokens.push({ kind: 'text', text: text.slice(at, start) });
    tokens.push({ kind, id });
    at = end;
  }
  if (at < text.length) tokens.push({ kind: 'text', text: text.slice(at) });
  return tokens;
}

/**
 * Makes a target's tags safe to write: tags the source does not have are dropped, crossing pairs
 * are closed and reopened so they nest, unclosed pairs are closed at the end, and standalone tags
 * the target lost are appended (they often carry structure: a field, an image, a line break).
 */
export function balanceTags(target: string, source: string): TaggedToken[] {
  const paired = new Set<string>();
  const standalone = new Set<string>();
  for (const token of tokenizeTagged(source)) {
    if (token.kind === 'open') paired.add(token.id);
    else if (token.kind === 'standalone') standalone.add(token.id);
  }
  const out: TaggedToken[] = [];
  const open: string[] = [];
  const seenStandalone = new Set<string>();
  for (const token of tokenizeTagged(target)) {
    if (token.kind === 'text') out.push(token);
    else if (token.kind === 'standalone') {
      if (!standalone.has(token.id)) continue;
      seenStandalone.add(token.id);
      out.push(token);
    } else if (token.kind === 'open') {
      if (!paired.has(token.id)) continue;
      open.push(token.id);
      out.push(token);
    } else {
      const depth = open.lastIndexOf(token.id);
      if (depth === -1) continue;
      const inner = open.splice(depth);
      for (const id of inner.slice(1).reverse()) out.push({ kind: 'close', id });
      out.push(token);
      for (const id of inner.slice(1)) {
        out.push({ kind: 'open', id });
        open.push(id);
      }
    }
  }
  for (const id of open.reverse()) out.push({ kind: 'close', id });
  for (const id of standalone) if (!seenStandalone.has(id)) out.push({ kind: 'standalone', id });
  return out;
}

/**
 * Builds a unit's source text and its tag table. Text that looks like a tag, or that matches the
 * format's tag regular expression, becomes a standalone tag so it can neither be mistaken for a
 * tag nor be translated.
 */
export class TaggedTextBuilder<Tag> {
  source = '';
  readonly tags: Record<string, Tag> = {};
  private next = 1;

  constructor(private readonly protectedText: RegExp) {}

  get hasText(): boolean {
    return /\S/.test(this.source.replace(tagTokenPattern, ''));
  }

  text(text: string, markupOf: (protectedText: string) => Tag): void {
    let at = 0;
    for (const match of text.matchAll(this.protectedText)) {
      if (match[0] === '') continue;
      this.source += text.slice(at, match.index);
      this.standalone(markupOf(match[0]));
      at = match.index + match[0].length;
    }
    this.source += text.slice(at);
  }

  standalone(markup: Tag): void {
    this.source += tagText('standalone', this.register(markup));
  }

  open(markup: Tag): string {
    const id = this.register(markup);
    this.source += tagText('open', id);
    return id;
  }

  close(id: string): void {
    this.source += tagText('close', id);
  }

  private register(markup: Tag): string {
    const id = String(this.next);
    this.next += 1;
    this.tags[id] = markup;
    return id;
  }
}

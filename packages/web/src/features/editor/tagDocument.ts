import { tagText, tagTokens, type TagKind } from '@tessera/contracts';
import { Schema, type Node } from 'prosemirror-model';

/**
 * A target as ProseMirror sees it: text with tags as inline atoms, so a tag is typed, deleted
 * and moved whole and its braces can never be split or half deleted.
 */
export const targetSchema = new Schema({
  nodes: {
    doc: { content: 'inline*', whitespace: 'pre' },
    text: { group: 'inline' },
    tag: {
      group: 'inline',
      inline: true,
      atom: true,
      selectable: true,
      attrs: { kind: { default: 'standalone' }, id: { default: '1' } },
      toDOM: (node) => [
        'span',
        {
          class: 'tessera-tag',
          contenteditable: 'false',
          'data-tag': tagText(node.attrs.kind as TagKind, node.attrs.id as string),
        },
        tagText(node.attrs.kind as TagKind, node.attrs.id as string),
      ],
      parseDOM: [
        {
          tag: 'span[data-tag]',
          getAttrs: (dom) => {
            const token = tagTokens(dom.getAttribute('data-tag') ?? '')[0];
            return token ? { kind: token.kind, id: token.id } : false;
          },
        },
      ],
    },
  },
});

/** The document of a target in Tessera's tag notation. */
export function targetDoc(text: string): Node {
  const nodes: Node[] = [];
  let at = 0;
  for (const token of tagTokens(text)) {
    if (token.start > at) nodes.push(targetSchema.text(text.slice(at, token.start)));
    nodes.push(targetSchema.nodes.tag.create({ kind: token.kind, id: token.id }));
    at = token.end;
  }
  if (at < text.length) nodes.push(targetSchema.text(text.slice(at)));
  return targetSchema.node('doc', null, nodes);
}

/** The target's text in tag notation, as the server stores it. */
export function targetText(doc: Node): string {
  let text = '';
  doc.forEach((node) => {
    text += node.isText
      ? (node.text ?? '')
      : tagText(node.attrs.kind as TagKind, node.attrs.id as string);
  });
  return text;
}

/** The source's first tag the target lacks (in source order, counting repeats), or null. */
export function nextMissingTag(source: string, target: string): string | null {
  const left = new Map<string, number>();
  for (const token of tagTokens(target)) {
    const written = tagText(token.kind, token.id);
    left.set(written, (left.get(written) ?? 0) + 1);
  }
  for (const token of tagTokens(source)) {
    const written = tagText(token.kind, token.id);
    const count = left.get(written) ?? 0;
    if (count === 0) return written;
    left.set(written, count - 1);
  }
  return null;
}

// The offset in the target's text of a document position: a tag counts its whole notation.
function textOffset(doc: Node, position: number): number {
  let offset = 0;
  let at = 0;
  for (let index = 0; index < doc.childCount && at < position; index++) {
    const node = doc.child(index);
    if (node.isText && position < at + node.nodeSize) return offset + position - at;
    offset += node.isText
      ? node.nodeSize
      : tagText(node.attrs.kind as TagKind, node.attrs.id as string).length;
    at += node.nodeSize;
  }
  return offset;
}

/** Text marked in a target: offsets in its text in tag notation, as the server stores it. */
export interface MarkedText {
  start: number;
  end: number;
  text: string;
}

/** The text between two document positions, or null for an empty selection. */
export function markedText(doc: Node, from: number, to: number): MarkedText | null {
  const start = textOffset(doc, from);
  const end = textOffset(doc, to);
  if (start >= end) return null;
  return { start, end, text: targetText(doc).slice(start, end) };
}

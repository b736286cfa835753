import type { Node } from 'mdast';
import { FilterError } from '../../types.js';
import type { MarkupTag, PlacedMarkupSlot } from '../../xml/markupUnit.js';
import { TaggedTextBuilder } from '../../xml/taggedText.js';
import type { UnitRegistry } from '../../xml/unitRegistry.js';
import { escapeMarkdown, type MarkdownContext } from './markdownEscape.js';
import type { MarkdownSettings } from './markdownSettings.js';

/** A Markdown document being cut into units: its text, settings, units and placed slots. */
export interface MarkdownPage {
  text: string;
  settings: MarkdownSettings;
  registry: UnitRegistry;
  placed: PlacedMarkupSlot[];
}

export interface Range {
  start: number;
  end: number;
}

export function rangeOf(node: Node): Range {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) {
    throw new FilterError(`The Markdown parser gave no position for a ${node.type}.`);
  }
  return { start, end };
}

export function tagBuilder(page: MarkdownPage, context: MarkdownContext) {
  const builder = new TaggedTextBuilder<MarkupTag>(page.settings.protectedText);
  const protect = (matched: string): MarkupTag => ({
    kind: 'standalone',
    markup: [escapeMarkdown(matched, context)],
  });
  return { builder, add: (text: string) => builder.text(text, protect) };
}

/**
 * A unit whose source is plain text and whose original is the raw range (an alt text, a URL, a
 * code block, a front matter value); undefined when the text has nothing to translate.
 */
export function plainSlot(
  page: MarkdownPage,
  range: Range,
  source: string,
  context: MarkdownContext,
  details: { key?: string; segment?: boolean } = {},
): PlacedMarkupSlot | undefined {
  const { builder, add } = tagBuilder(page, context);
  add(source);
  if (!builder.hasText) return undefined;
  const id = page.registry.add(builder.source, { segment: true, ...details });
  const original = [page.text.slice(range.start, range.end)];
  return { ...range, slot: { id, source: builder.source, original, tags: builder.tags, context } };
}

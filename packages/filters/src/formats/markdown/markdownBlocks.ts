import type { Code, Nodes, Yaml } from 'mdast';
import { isPair, isScalar, isSeq, parseDocument, visit } from 'yaml';
import { inlineUnit } from './markdownInline.js';
import { definitionDestination } from './markdownLinks.js';
import { plainSlot, rangeOf, type MarkdownPage } from './markdownPage.js';

const place = (page: MarkdownPage, slot: ReturnType<typeof plainSlot>): void => {
  if (slot) page.placed.push(slot);
};

/** String values of the YAML front matter, keyed by their path ("author.name", "tags.0"). */
function frontMatterUnits(node: Yaml, page: MarkdownPage): void {
  const range = rangeOf(node);
  const offset = page.text.indexOf('\n', range.start) + 1;
  if (page.text.slice(offset, offset + node.value.length) !== node.value) return;
  const document = parseDocument(node.value);
  // Front matter YAML cannot read is left as it is rather than refusing the whole file.
  if (document.errors.length > 0) return;
  visit(document, {
    Scalar(key, scalar, path) {
      if (key === 'key' || typeof scalar.value !== 'string' || !scalar.range) return;
      const steps: string[] = [];
      path.forEach((step, index) => {
        const next = path[index + 1] ?? scalar;
        if (isPair(step) && isScalar(step.key)) steps.push(String(step.key.value));
        else if (isSeq(step)) steps.push(String(step.items.indexOf(next)));
      });
      const [start, end] = scalar.range;
      const slot = plainSlot(
        page,
        { start: offset + start, end: offset + end },
        scalar.value,
        'yaml',
        {
          key: steps.join('.'),
        },
      );
      place(page, slot);
    },
  });
}

/**
 * A code block's text, when its lines map onto the file's lines: the prefix the lines after the
 * first carry (quote markers, list indentation) is written before each line of the translation.
 */
function codeBlockUnit(node: Code, page: MarkdownPage): void {
  const range = rangeOf(node);
  const rawLines = page.text.slice(range.start, range.end).split('\n');
  const valueLines = node.value.split('\n');
  const skip = /^[ \t>]*(`{3,}|~{3,})/.test(rawLines[0] ?? '') ? 1 : 0;
  const lines = rawLines.slice(skip, skip + valueLines.length);
  if (!/\S/.test(node.value) || lines.length !== valueLines.length) return;
  const prefixes = lines.map((line, index) => {
    const value = valueLines[index] ?? '';
    return line.endsWith(value) ? line.slice(0, line.length - value.length) : undefined;
  });
  if (prefixes.includes(undefined)) return;
  const linePrefix =
    prefixes.find((prefix, index) => index > 0 && valueLines[index] !== '') ?? prefixes[0] ?? '';
  const lineStart = (index: number): number =>
    range.start + rawLines.slice(0, index).reduce((sum, line) => sum + line.length + 1, 0);
  const start = lineStart(skip) + (prefixes[0]?.length ?? 0);
  const end = lineStart(skip + lines.length - 1) + (lines.at(-1)?.length ?? 0);
  place(
    page,
    plainSlot(page, { start, end }, node.value, `block:${linePrefix}`, { segment: false }),
  );
}

/** Walks the blocks: paragraphs, headings and table cells are units; lists and quotes hold them. */
export function collectBlocks(node: Nodes, page: MarkdownPage): void {
  const { settings, text } = page;
  if (node.type === 'paragraph' || node.type === 'heading') inlineUnit(node.children, page, 'text');
  else if (node.type === 'tableCell') inlineUnit(node.children, page, 'cell');
  else if (node.type === 'yaml') {
    if (settings.translateHeaderMetadata) frontMatterUnits(node, page);
  } else if (node.type === 'code') {
    if (settings.translateCodeBlocks) codeBlockUnit(node, page);
  } else if (node.type === 'definition') {
    const destination = settings.translateUrls
      ? definitionDestination(text, rangeOf(node))
      : undefined;
    if (destination) {
      const url = text.slice(destination.start, destination.end);
      place(page, plainSlot(page, destination, url, 'url', { segment: false }));
    }
  } else if ('children' in node) node.children.forEach((child) => collectBlocks(child, page));
}

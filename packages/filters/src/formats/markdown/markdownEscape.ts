/**
 * How a unit is written back, by where it sits: 'text' and 'cell' are Markdown inline text,
 * 'raw' is Markdown the linguist edits as written, 'code' is an inline code span ('cell-code' in
 * a table cell, where a pipe must still be escaped), 'url' a link
 * destination, 'yaml' a front matter value, and 'block:<prefix>' a code block whose lines after
 * the first start with the prefix (a blockquote marker, list indentation).
 */
export type MarkdownContext =
  'text' | 'cell' | 'raw' | 'code' | 'cell-code' | 'url' | 'yaml' | `block:${string}`;

// Punctuation that starts Markdown syntax anywhere in a line.
const inlineSyntax = /[\\`*_[\]<]/g;
// Punctuation that starts a block (heading, quote, list, setext line) at the start of a line.
const blockStart = /^([#>+\-=]|\d+[.)])/;

function escapeInline(text: string): string {
  return text
    .replace(/\r?\n/g, ' ')
    .replace(inlineSyntax, '\\$&')
    .replace(/&(?=#?\w+;)/g, '\\&')
    .replace(blockStart, (start) => start.replace(/[#>+\-=.)]$/, '\\$&'));
}

/** Escapes translated text so that Markdown reads it back as the same text. */
export function escapeMarkdown(text: string, context: string): string {
  if (context === 'raw' || context === 'code') return text.replace(/\r?\n/g, ' ');
  if (context === 'cell-code') return text.replace(/\r?\n/g, ' ').replaceAll('|', '\\|');
  if (context === 'url') return text.replace(/[\s()<>|]/g, (char) => encodeURIComponent(char));
  if (context === 'yaml') return JSON.stringify(text).slice(1, -1);
  if (context.startsWith('block:')) return text.replaceAll('\n', `\n${context.slice(6)}`);
  const inline = escapeInline(text);
  return context === 'cell' ? inline.replaceAll('|', '\\|') : inline;
}

/** A translated front matter value is written as a double-quoted YAML string. */
export function quoteYaml(written: string, context: string): string {
  return context === 'yaml' ? `"${written}"` : written;
}

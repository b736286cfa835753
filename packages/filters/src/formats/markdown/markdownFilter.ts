import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfmTable } from 'micromark-extension-gfm-table';
import type { FileFilter, FilterSettings, ParseResult } from '../../types.js';
import { decodeDocument, encodeDocument } from '../../xml/documentEncoding.js';
import { markupUnitWriter, type MarkupPieces } from '../../xml/markupUnit.js';
import { readSkeleton, writeSkeleton } from '../../skeleton/index.js';
import { splice, writePieces } from '../../skeleton/pieces.js';
import { UnitRegistry } from '../../xml/unitRegistry.js';
import { collectBlocks } from './markdownBlocks.js';
import { escapeMarkdown, quoteYaml } from './markdownEscape.js';
import type { MarkdownPage } from './markdownPage.js';
import { markdownSettings } from './markdownSettings.js';

const format = 'markdown';

interface MarkdownSkeleton {
  encoding: string;
  pieces: MarkupPieces;
}

function parseMarkdown(bytes: Uint8Array, settings: FilterSettings): ParseResult {
  const { text: decoded, encoding } = decodeDocument(bytes, settings);
  // The byte order mark stays in the skeleton; front matter is only found at the very start.
  const bom = decoded.startsWith('\uFEFF') ? '\uFEFF' : '';
  const text = decoded.slice(bom.length);
  const page: MarkdownPage = {
    text,
    settings: markdownSettings(settings),
    registry: new UnitRegistry(),
    placed: [],
  };
  const tree = fromMarkdown(text, {
    extensions: [gfmTable(), frontmatter(['yaml'])],
    mdastExtensions: [gfmTableFromMarkdown(), frontmatterFromMarkdown(['yaml'])],
  });
  collectBlocks(tree, page);
  const pieces: MarkupPieces = [bom, ...splice(text, 0, text.length, page.placed)].filter(
    (piece) => piece !== '',
  );
  const skeleton: MarkdownSkeleton = { encoding, pieces };
  return { units: page.registry.units, skeleton: writeSkeleton(format, skeleton) };
}

export const markdownFilter: FileFilter = {
  format,
  title: 'Markdown',
  extensions: ['md', 'markdown'],
  parse: parseMarkdown,
  merge(skeleton, targets, settings) {
    const { encoding, pieces } = readSkeleton<MarkdownSkeleton>(skeleton, format);
    const text = writePieces(pieces, targets, markupUnitWriter(escapeMarkdown, quoteYaml));
    return encodeDocument(text, encoding, settings, (char) => `&#${char.codePointAt(0) ?? 63};`);
  },
};

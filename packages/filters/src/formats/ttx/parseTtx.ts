import { autoDetect } from '../../encoding/index.js';
import { alignTargetTags, firstFreeTagNumber } from '../../tags/index.js';
import type { FilterSettings, TextUnit } from '../../types.js';
import { escapeXmlAttribute } from '../../xml/xmlEscape.js';
import { childrenNamed, decodeXmlFile, isEmptyElementTag, openTagOf } from '../../xml/xmlFile.js';
import type { XmlFileSkeleton } from '../../xml/xmlFile.js';
import { attribute, descendants, type XmlElement, type XmlNode } from '../../xml/xmlTree.js';
import { readInlineContent } from './inlineContent.js';
import { readTtxDocument, type TtxDocument } from './ttxDocument.js';
import { TtxPieces } from './ttxPieces.js';
import { isConfirmedTu } from './tuState.js';

const isElement = (node: XmlNode, name: string): node is XmlElement =>
  node.kind === 'element' && node.name === name;

const isExternalUt = (node: XmlNode): boolean =>
  isElement(node, 'ut') && attribute(node, 'Style') === 'external';

/** Where a stretch of Raw ends: a translation unit, or a tag outside the text (a paragraph mark). */
const isBoundary = (node: XmlNode): boolean => isElement(node, 'Tu') || isExternalUt(node);

/** A <df> (or other element) around a boundary is structure: the text on either side is apart. */
function holdsBoundary(element: XmlElement): boolean {
  for (const inner of descendants(element)) if (isBoundary(inner)) return true;
  return false;
}

/** The source and target Tuv of a Tu: by the languages the file names, else in document order. */
function tuvsOf(tu: XmlElement, document: TtxDocument) {
  const tuvs = childrenNamed(tu, 'Tuv');
  const inLanguage = (language: string) =>
    tuvs.find((tuv) => attribute(tuv, 'Lang')?.toUpperCase() === language.toUpperCase());
  const inTarget = inLanguage(document.targetLanguage);
  const source = inLanguage(document.sourceLanguage) ?? tuvs.find((tuv) => tuv !== inTarget);
  const target = inTarget ?? tuvs.find((tuv) => tuv !== source);
  return { source, target: target === source ? undefined : target };
}

/** UTF-16 without a byte order mark, known by its first '<' (Trados itself always writes the mark). */
function unmarkedUtf16(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0x3c && bytes[1] === 0) return 'UTF-16LE';
  return bytes[0] === 0 && bytes[1] === 0x3c ? 'UTF-16BE' : undefined;
}

/**
 * Reads a TTX file: each Tu is a unit carrying its target; each stretch of text outside Tu
 * between external tags is an unsegmented unit that merge wraps in a new Tu with its target.
 */
export function parseTtx(
  bytes: Uint8Array,
  settings: FilterSettings,
): { units: TextUnit[]; skeleton: XmlFileSkeleton } {
  const automatic = !settings.importEncoding || settings.importEncoding === autoDetect;
  const wide = automatic ? unmarkedUtf16(bytes) : undefined;
  const { text, stored } = decodeXmlFile(
    bytes,
    wide ? { ...settings, importEncoding: wide } : settings,
  );
  const document = readTtxDocument(text, settings);
  const pieces = new TtxPieces(text);
  const units: TextUnit[] = [];
  const sourceLang = escapeXmlAttribute(document.sourceLanguage);
  const targetLang = escapeXmlAttribute(document.targetLanguage);

  const readTu = (tu: XmlElement) => {
    const { source, target } = tuvsOf(tu, document);
    if (!source) return;
    const rawOf = (tuv: XmlElement | undefined) =>
      tuv ? text.slice(tuv.startTagEnd, tuv.endTagStart) : '';
    const first = firstFreeTagNumber(rawOf(source), rawOf(target));
    const sourceText = readInlineContent(text, source.children, first);
    if (!sourceText.hasText) return;
    const targetText = target
      ? alignTargetTags(sourceText, readInlineContent(text, target.children, first))
      : undefined;
    const id = String(units.length + 1);
    const translated = targetText !== undefined && targetText.text !== '';
    units.push({
      id,
      source: sourceText.text,
      ...(translated && { target: targetText.text }),
      segment: false,
      confirmed: translated && isConfirmedTu(tu),
    });
    const tags = targetText?.tags ?? sourceText.tags;
    if (target && !isEmptyElementTag(target)) {
      const original = [rawOf(target)];
      const slot = { id, source: targetText?.text ?? '', original, tags, context: undefined };
      pieces.replace(target.startTagEnd, target.endTagStart, slot);
    } else if (target) {
      const context = { before: openTagOf(text, target), after: `</${target.name}>` };
      const original = [text.slice(target.start, target.end)];
      pieces.replace(target.start, target.end, { id, source: '', original, tags, context });
    } else {
      const context = { before: `<Tuv Lang="${targetLang}">`, after: '</Tuv>' };
      pieces.replace(source.end, source.end, { id, source: '', original: [], tags, context });
    }
  };

  const readStretch = (nodes: readonly XmlNode[]) => {
    const first = nodes[0];
    const last = nodes.at(-1);
    if (!first || !last) return;
    // White space around the text stays outside the new Tu, as Trados segments it.
    let from = first.start;
    let to = last.end;
    while (from < to && /\s/.test(text.charAt(from))) from += 1;
    while (to > from && /\s/.test(text.charAt(to - 1))) to -= 1;
    const raw = text.slice(from, to);
    const content = readInlineContent(text, nodes, firstFreeTagNumber(raw), { from, to });
    if (!content.hasText) return;
    const id = String(units.length + 1);
    units.push({ id, source: content.text, segment: true });
    const before = `<Tu MatchPercent="0"><Tuv Lang="${sourceLang}">${raw}</Tuv><Tuv Lang="${targetLang}">`;
    const context = { before, after: '</Tuv></Tu>' };
    pieces.replace(from, to, { id, source: '', original: [raw], tags: content.tags, context });
  };

  const walk = (nodes: readonly XmlNode[]) => {
    let stretch: XmlNode[] = [];
    for (const node of nodes) {
      const inline = !isBoundary(node) && !(node.kind === 'element' && holdsBoundary(node));
      if (inline) {
        stretch.push(node);
        continue;
      }
      readStretch(stretch);
      stretch = [];
      if (node.kind !== 'element' || isExternalUt(node)) continue;
      if (node.name === 'Tu') readTu(node);
      else walk(node.children);
    }
    readStretch(stretch);
  };
  walk(document.raw.children);

  return { units, skeleton: { stored, parts: pieces.finish() } };
}

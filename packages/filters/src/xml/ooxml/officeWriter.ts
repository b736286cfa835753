import { balanceTags, type TaggedToken } from '../taggedText.js';
import type { UnitWriter } from '../../skeleton/pieces.js';
import { escapeXmlAttribute, escapeXmlText } from '../xmlEscape.js';
import type { OfficeContext, OfficeTag, RunProps } from './officeUnit.js';
import { withRunLanguage, withWordFont, writeRun } from './runWriter.js';

// Excel refuses these characters in a sheet name, a name starting or ending with an apostrophe, and
// names longer than 31 characters.
function sheetName(tokens: TaggedToken[]): string {
  const text = tokens.map((token) => (token.kind === 'text' ? token.text : '')).join('');
  const allowed = text.replace(/[[\]:*?/\\]/g, '').replace(/^'+|'+$/g, '');
  return Array.from(allowed).slice(0, 31).join('');
}

export interface OfficeWriteOptions {
  /** msWordTargetFont: the font every translated Word run is set in. */
  targetFont?: string;
  /** The target language (BCP 47) every translated Word and DrawingML run is marked with. */
  targetLanguage?: string;
}

/** Writes a translated unit of any Office format back into its part's XML. */
export function officeUnitWriter(
  options: OfficeWriteOptions = {},
): UnitWriter<OfficeTag, OfficeContext> {
  return (slot, target, write) => {
    const tokens = balanceTags(target, slot.source);
    const context = slot.context;
    let out = '';
    if (context.kind === 'sheet-name') return escapeXmlAttribute(sheetName(tokens) || slot.source);
    if (context.kind !== 'runs') {
      for (const token of tokens) {
        if (token.kind === 'text') {
          out +=
            context.kind === 'attribute'
              ? escapeXmlAttribute(token.text)
              : escapeXmlText(token.text);
        } else if (token.kind === 'standalone') {
          const tag = slot.tags[token.id];
          if (tag?.kind === 'standalone') out += write(tag.markup);
        }
      }
      return out;
    }
    const untagged = tokens.every((token) => token.kind === 'text');
    const unformatted = context.base.attributes.length === 0 && context.base.children.length === 0;
    if (context.plain && untagged && unformatted) {
      const text = tokens.map((token) => (token.kind === 'text' ? token.text : '')).join('');
      return `<t xml:space="preserve">${escapeXmlText(text)}</t>`;
    }
    const formats: RunProps[] = [];
    for (const token of tokens) {
      if (token.kind === 'text') {
        if (token.text === '') continue;
        const props = formats.at(-1) ?? context.base;
        const fonted =
          options.targetFont && context.runs === 'w'
            ? withWordFont(props, options.targetFont)
            : props;
        const marked = options.targetLanguage
          ? withRunLanguage(context.runs, fonted, options.targetLanguage)
          : fonted;
        out += writeRun(context.runs, marked, token.text);
        continue;
      }
      const tag = slot.tags[token.id];
      if (!tag) continue;
      if (tag.kind === 'standalone') out += write(tag.markup);
      else if (tag.kind === 'wrap') out += write(token.kind === 'open' ? tag.open : tag.close);
      else if (token.kind === 'open') formats.push(tag.props);
      else formats.pop();
    }
    return out;
  };
}

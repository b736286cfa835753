import type { UnitWriter } from '../../skeleton/pieces.js';
import { propsKey } from '../../xml/ooxml/runProps.js';
import { balanceTags } from '../../xml/taggedText.js';
import { escapeXmlText } from '../../xml/xmlEscape.js';
import type { IdmlContext, IdmlTag, RangeProps } from './idmlUnit.js';
import { closeRange, openRange, withFont } from './rangeProps.js';

export interface IdmlWriteOptions {
  /** idmlTargetFont under idmlReplaceFont: the font every translated range is set in. */
  targetFont?: string;
}

/**
 * Writes a translated paragraph back into its story: text goes into Content elements, and a change
 * of formatting closes the current CharacterStyleRange and opens one in the new formatting. The
 * unit ends inside the range it started out ending in, so the markup after it stays valid.
 */
export function idmlUnitWriter(options: IdmlWriteOptions = {}): UnitWriter<IdmlTag, IdmlContext> {
  return (slot, target, write) => {
    const { base, entry, exit, fixed } = slot.context;
    const written = (props: RangeProps): RangeProps =>
      options.targetFont ? withFont(props, options.targetFont) : props;
    let current = entry;
    let out = '';
    const switchTo = (props: RangeProps): void => {
      if (fixed || (current && propsKey(current) === propsKey(props))) return;
      if (current) out += closeRange;
      out += openRange(props);
      current = props;
    };
    const formats: RangeProps[] = [];
    let wraps = 0;
    const inFormat = (): void => {
      if (wraps === 0 || !current) switchTo(written(formats.at(-1) ?? base));
    };
    for (const token of balanceTags(target, slot.source)) {
      if (token.kind === 'text') {
        if (token.text === '') continue;
        inFormat();
        out += `<Content>${escapeXmlText(token.text)}</Content>`;
        continue;
      }
      const tag = slot.tags[token.id];
      if (!tag) continue;
      if (tag.kind === 'standalone') {
        if (tag.props && wraps === 0) switchTo(tag.props);
        else inFormat();
        out += write(tag.markup);
      } else if (tag.kind === 'wrap') {
        if (token.kind === 'open') inFormat();
        wraps += token.kind === 'open' ? 1 : -1;
        out += write(token.kind === 'open' ? tag.open : tag.close);
      } else if (token.kind === 'open') formats.push(tag.props);
      else formats.pop();
    }
    if (exit) switchTo(exit);
    else if (current && !fixed) out += closeRange;
    return out;
  };
}

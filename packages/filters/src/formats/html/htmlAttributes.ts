import type { DefaultTreeAdapterTypes } from 'parse5';
import type { PlacedMarkupSlot } from '../../xml/markupUnit.js';
import { TaggedTextBuilder } from '../../xml/taggedText.js';
import type { UnitRegistry } from '../../xml/unitRegistry.js';
import type { MarkupTag } from '../../xml/markupUnit.js';
import { decodeHTMLAttribute } from 'entities';
import { translatableAttributes } from './htmlElements.js';
import type { HtmlSettings } from './htmlSettings.js';
import { escapeHtml } from './htmlEscape.js';

type Element = DefaultTreeAdapterTypes.Element;

interface Page {
  text: string;
  settings: HtmlSettings;
  registry: UnitRegistry;
}

function isTranslatable(element: Element, name: string, settings: HtmlSettings): boolean {
  if (translatableAttributes.has(name)) return true;
  const value = (attribute: string): string =>
    element.attrs.find((item) => item.name === attribute)?.value ?? '';
  if (element.tagName === 'meta' && name === 'content') {
    return (
      settings.translatableMeta.test(value('name')) ||
      settings.translatableMeta.test(value('property'))
    );
  }
  return (
    element.tagName === 'input' &&
    name === 'value' &&
    /^(submit|button|reset)$/i.test(value('type'))
  );
}

/** Units of an element's translatable attribute values (alt, title, a meta description...). */
export function attributeSlots(element: Element, page: Page): PlacedMarkupSlot[] {
  const locations = element.sourceCodeLocation?.attrs ?? {};
  const placed: PlacedMarkupSlot[] = [];
  for (const { name } of element.attrs) {
    const location = locations[name];
    if (!location || !isTranslatable(element, name, page.settings)) continue;
    const raw = page.text.slice(location.startOffset, location.endOffset);
    const equals = raw.indexOf('=');
    if (equals === -1) continue;
    let start = location.startOffset + equals + 1;
    while (/\s/.test(page.text[start] ?? '')) start += 1;
    const quoted = page.text[start] === '"' || page.text[start] === "'";
    if (quoted) start += 1;
    const end = location.endOffset - (quoted ? 1 : 0);
    const builder = new TaggedTextBuilder<MarkupTag>(page.settings.protectedText);
    builder.text(decodeHTMLAttribute(page.text.slice(start, end)), (text) => ({
      kind: 'standalone',
      markup: [escapeHtml(text, 'attribute')],
    }));
    if (!builder.hasText) continue;
    const id = page.registry.add(builder.source, { segment: true });
    const context = quoted ? 'attribute' : 'attribute-unquoted';
    placed.push({
      start,
      end,
      slot: {
        id,
        source: builder.source,
        original: [page.text.slice(start, end)],
        tags: builder.tags,
        context,
      },
    });
  }
  return placed;
}

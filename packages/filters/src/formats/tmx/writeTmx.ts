import { escapeXmlAttribute, escapeXmlText } from '../../xml/xmlEscape.js';
import { segmentToTmx } from './inlineCodes.js';
import { tmxDateFromIso } from './tmxDates.js';
import {
  CONTEXT_KEY_PROP,
  CONTEXT_NEXT_PROP,
  CONTEXT_PREV_PROP,
  type TmxHeader,
  type TmxUnit,
  type TmxVariant,
} from './types.js';

function attributes(values: Record<string, string | undefined>): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([name, value]) => ` ${name}="${escapeXmlAttribute(value)}"`)
    .join('');
}

function dateAttributes(item: TmxUnit | TmxVariant) {
  return {
    creationid: item.creationId,
    creationdate: item.creationDate && tmxDateFromIso(item.creationDate),
    changeid: item.changeId,
    changedate: item.changeDate && tmxDateFromIso(item.changeDate),
  };
}

function prop(type: string, text: string | undefined): string {
  return text ? `\n      <prop type="${type}">${escapeXmlText(text)}</prop>` : '';
}

function unitXml(unit: TmxUnit): string {
  const head = attributes({ tuid: unit.tuid, srclang: unit.srcLang, ...dateAttributes(unit) });
  const props =
    prop(CONTEXT_PREV_PROP, unit.contextPrev) +
    prop(CONTEXT_NEXT_PROP, unit.contextNext) +
    prop(CONTEXT_KEY_PROP, unit.contextKey);
  const variants = unit.variants
    .map(
      (variant) =>
        `\n      <tuv${attributes({ 'xml:lang': variant.lang, ...dateAttributes(variant) })}>` +
        `<seg>${segmentToTmx(variant.text)}</seg></tuv>`,
    )
    .join('');
  return `    <tu${head}>${props}${variants}\n    </tu>\n`;
}

/** Writes a TMX 1.4b document unit by unit, so that a memory of any size streams out. */
export async function* writeTmx(
  header: TmxHeader,
  units: AsyncIterable<TmxUnit> | Iterable<TmxUnit>,
): AsyncGenerator<string> {
  const headerAttributes = attributes({
    creationtool: header.creationTool ?? 'Tessera',
    creationtoolversion: header.creationToolVersion ?? '1',
    segtype: 'sentence',
    'o-tmf': 'Tessera',
    adminlang: 'en',
    srclang: header.srcLang,
    datatype: 'plaintext',
  });
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<tmx version="1.4">\n  <header${headerAttributes}/>\n  <body>\n`;
  for await (const unit of units) yield unitXml(unit);
  yield '  </body>\n</tmx>\n';
}

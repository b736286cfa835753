import type { SaxesTagPlain } from 'saxes';
import { FilterError } from '../../types.js';
import { SegmentTextBuilder } from './inlineCodes.js';
import { isoFromTmxDate } from './tmxDates.js';
import {
  CONTEXT_KEY_PROP,
  CONTEXT_NEXT_PROP,
  CONTEXT_PREV_PROP,
  type TmxHeader,
  type TmxUnit,
  type TmxVariant,
} from './types.js';
import {
  localName,
  parseXmlStream,
  type ByteSource,
  type XmlStreamHandlers,
} from '../../xml/xmlStream.js';

export interface ReadTmxOptions {
  /** Called once with the header, before the first unit. */
  onHeader?(header: TmxHeader): void;
}

function dates(attributes: Record<string, string>) {
  return {
    creationId: attributes.creationid || undefined,
    creationDate: isoFromTmxDate(attributes.creationdate),
    changeId: attributes.changeid || undefined,
    changeDate: isoFromTmxDate(attributes.changedate),
  };
}

// Reads tu by tu; the element stack is the only state kept between units.
function tmxHandlers(found: TmxUnit[], options: ReadTmxOptions): XmlStreamHandlers {
  const stack: string[] = [];
  let unit: TmxUnit | undefined;
  let variant: TmxVariant | undefined;
  let segment: SegmentTextBuilder | undefined;
  let prop: { type: string; text: string } | undefined;

  const setContext = (type: string, text: string) => {
    if (!unit) return;
    if (type === CONTEXT_PREV_PROP) unit.contextPrev ??= text;
    else if (type === CONTEXT_NEXT_PROP) unit.contextNext ??= text;
    else if (type === CONTEXT_KEY_PROP) unit.contextKey ??= text;
  };

  return {
    opentag(tag: SaxesTagPlain) {
      const name = localName(tag.name);
      if (stack.length === 0 && name !== 'tmx') {
        throw new FilterError(`The file is not a TMX document: its root element is <${name}>.`);
      }
      stack.push(name);
      const attributes = tag.attributes;
      if (segment) segment.open(tag, name);
      else if (name === 'header' && stack.length === 2) {
        options.onHeader?.({
          srcLang: attributes.srclang ?? '',
          creationTool: attributes.creationtool,
          creationToolVersion: attributes.creationtoolversion,
        });
      } else if (name === 'tu') {
        unit = { variants: [], tuid: attributes.tuid, srcLang: attributes.srclang };
        Object.assign(unit, dates(attributes));
      } else if (name === 'tuv' && unit) {
        variant = { lang: attributes['xml:lang'] ?? attributes.lang ?? '', text: '' };
        Object.assign(variant, dates(attributes));
      } else if (name === 'seg' && variant) segment = new SegmentTextBuilder();
      else if (name === 'prop' && unit && !variant)
        prop = { type: attributes.type ?? '', text: '' };
    },
    closetag(tag: SaxesTagPlain) {
      const name = stack.pop() ?? localName(tag.name);
      if (segment && name !== 'seg') segment.close(name);
      else if (name === 'seg' && segment && variant) {
        variant.text = segment.text;
        segment = undefined;
      } else if (name === 'tuv' && variant && unit) {
        unit.variants.push(variant);
        variant = undefined;
      } else if (name === 'prop' && prop) {
        setContext(prop.type, prop.text);
        prop = undefined;
      } else if (name === 'tu' && unit) {
        found.push(unit);
        unit = undefined;
      }
    },
    text(text: string) {
      if (segment) segment.addText(text);
      else if (prop) prop.text += text;
    },
  };
}

/**
 * Streams the translation units of a TMX document (1.1 to 1.4b): the file is never held in
 * memory. A file that is not TMX, not well-formed, or declares entities ends in a FilterError.
 */
export async function* readTmx(
  source: ByteSource,
  options: ReadTmxOptions = {},
): AsyncGenerator<TmxUnit> {
  yield* parseXmlStream<TmxUnit>(source, 'TMX document', (found) => tmxHandlers(found, options));
}

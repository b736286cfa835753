import type { SaxesTagPlain } from 'saxes';
import { FilterError } from '../../types.js';
import {
  localName,
  parseXmlStream,
  type ByteSource,
  type XmlStreamHandlers,
} from '../../xml/xmlStream.js';
import { termStatusFromTbx } from './termStatus.js';
import type { TermConcept, TermEntry } from './types.js';

type Field = 'term' | 'status' | 'definition' | 'domain' | 'usage' | 'note';

const conceptElements = new Set(['termEntry', 'conceptEntry']);
const languageElements = new Set(['langSet', 'langSec']);
const termElements = new Set(['tig', 'ntig', 'termSec']);
// TBX v3 DCT style names the data category by the element itself: <basic:definition>…
const dctFields: Record<string, Field> = {
  administrativeStatus: 'status',
  definition: 'definition',
  subjectField: 'domain',
  context: 'usage',
};
// DCA style (TBX 2008 and v3): <descrip type="definition">, <termNote type="administrativeStatus">.
const typedFields: Record<string, Field> = {
  administrativeStatus: 'status',
  normativeAuthorization: 'status',
  definition: 'definition',
  subjectField: 'domain',
  context: 'usage',
};

function fieldOf(name: string, type: string | undefined): Field | undefined {
  if (name === 'term') return 'term';
  if (name === 'note') return 'note';
  if ((name === 'descrip' || name === 'termNote') && type) return typedFields[type];
  return dctFields[name];
}

const joined = (previous: string | undefined, text: string) =>
  previous ? `${previous}\n${text}` : text;

function tbxHandlers(found: TermConcept[]): XmlStreamHandlers {
  const stack: string[] = [];
  let concept: TermConcept | undefined;
  let lang: string | undefined;
  let term: TermEntry | undefined;
  let capture: { field: Field; depth: number; text: string } | undefined;

  const assign = (field: Field, text: string) => {
    if (!concept || text === '') return;
    if (field === 'term' && term) term.text = text;
    else if (field === 'status' && term) term.status = termStatusFromTbx(text);
    else if (field === 'usage' && term) term.usage = joined(term.usage, text);
    else if (field === 'note' && term) term.note = joined(term.note, text);
    else if (field === 'note') concept.note = joined(concept.note, text);
    else if (field === 'definition') concept.definition ??= text;
    else if (field === 'domain') concept.domain ??= text;
  };

  return {
    opentag(tag: SaxesTagPlain) {
      const name = localName(tag.name);
      if (stack.length === 0 && name !== 'martif' && name !== 'tbx') {
        throw new FilterError(`The file is not a TBX document: its root element is <${name}>.`);
      }
      stack.push(name);
      if (capture) return;
      if (conceptElements.has(name)) concept = { terms: [] };
      else if (languageElements.has(name)) lang = tag.attributes['xml:lang'] ?? tag.attributes.lang;
      else if (termElements.has(name) && concept) term = { lang: lang ?? '', text: '' };
      else if (concept) {
        const field = fieldOf(name, tag.attributes.type);
        if (field) capture = { field, depth: stack.length, text: '' };
      }
    },
    closetag() {
      const depth = stack.length;
      const name = stack.pop() ?? '';
      if (capture) {
        if (depth !== capture.depth) return;
        assign(capture.field, capture.text.trim());
        capture = undefined;
      } else if (termElements.has(name) && term && concept) {
        if (term.text) concept.terms.push(term);
        term = undefined;
      } else if (languageElements.has(name)) lang = undefined;
      else if (conceptElements.has(name) && concept) {
        found.push(concept);
        concept = undefined;
      }
    },
    text(text: string) {
      if (capture) capture.text += text;
    },
  };
}

/**
 * Streams the concepts of a TBX document: TBX-Basic / TBX 2008 (martif, termEntry, langSet,
 * tig or ntig) and TBX v3 (tbx, conceptEntry, langSec, termSec) in DCA or DCT style.
 */
export async function* readTbx(source: ByteSource): AsyncGenerator<TermConcept> {
  yield* parseXmlStream<TermConcept>(source, 'TBX document', tbxHandlers);
}

import { escapeXmlAttribute, escapeXmlText } from '../../xml/xmlEscape.js';
import { administrativeStatusOf } from './termStatus.js';
import type { TermConcept, TermEntry } from './types.js';

function element(indent: string, open: string, close: string, text: string | undefined): string {
  return text ? `${indent}<${open}>${escapeXmlText(text)}</${close}>\n` : '';
}

function termXml(term: TermEntry): string {
  const pad = '            ';
  return (
    `          <tig>\n${pad}<term>${escapeXmlText(term.text)}</term>\n` +
    element(
      pad,
      'termNote type="administrativeStatus"',
      'termNote',
      administrativeStatusOf[term.status ?? 'APPROVED'],
    ) +
    element(pad, 'descrip type="context"', 'descrip', term.usage) +
    element(pad, 'note', 'note', term.note) +
    '          </tig>\n'
  );
}

function conceptXml(concept: TermConcept, id: number): string {
  const languages = [...new Set(concept.terms.map((term) => term.lang))];
  const langSets = languages
    .map(
      (lang) =>
        `        <langSet xml:lang="${escapeXmlAttribute(lang)}">\n` +
        concept.terms
          .filter((term) => term.lang === lang)
          .map(termXml)
          .join('') +
        '        </langSet>\n',
    )
    .join('');
  const pad = '        ';
  return (
    `      <termEntry id="c${id}">\n` +
    element(pad, 'descrip type="subjectField"', 'descrip', concept.domain) +
    element(pad, 'descrip type="definition"', 'descrip', concept.definition) +
    element(pad, 'note', 'note', concept.note) +
    langSets +
    '      </termEntry>\n'
  );
}

/** Writes TBX-Basic (TBX 2008, martif) concept by concept, so a term base of any size streams out. */
export async function* writeTbx(
  title: string,
  sourceLang: string,
  concepts: AsyncIterable<TermConcept> | Iterable<TermConcept>,
): AsyncGenerator<string> {
  yield `<?xml version="1.0" encoding="UTF-8"?>
<martif type="TBX-Basic" xml:lang="${escapeXmlAttribute(sourceLang)}">
  <martifHeader>
    <fileDesc>
      <titleStmt><title>${escapeXmlText(title)}</title></titleStmt>
      <sourceDesc><p>Exported from Tessera</p></sourceDesc>
    </fileDesc>
    <encodingDesc><p type="XCSURI">TBXBasicXCSV02.xcs</p></encodingDesc>
  </martifHeader>
  <text>
    <body>
`;
  let id = 0;
  for await (const concept of concepts) yield conceptXml(concept, ++id);
  yield '    </body>\n  </text>\n</martif>\n';
}

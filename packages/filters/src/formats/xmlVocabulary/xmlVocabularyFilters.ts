import { xmlVocabularyFilter } from '../xml/xmlFilter.js';
import { ditaElements } from './ditaElements.js';
import { docBookElements } from './docBookElements.js';
import { vocabularySettings } from './vocabularySettings.js';

/** DITA topics and maps, read by the XML filter with DITA's element rules. */
export const ditaFilter = xmlVocabularyFilter({
  format: 'dita',
  title: 'DITA',
  extensions: ['dita', 'ditamap'],
  options: (settings) =>
    vocabularySettings(
      settings,
      {
        translatable: 'ditaTranslatableElements',
        skip: 'ditaSkipElements',
        inline: 'ditaInlineElements',
        inlineSingle: 'ditaInlineSingleElements',
      },
      ditaElements,
    ),
});

/** DocBook 4 and 5 documents, read by the XML filter with DocBook's element rules. */
export const docBookFilter = xmlVocabularyFilter({
  format: 'docbook',
  title: 'DocBook',
  extensions: ['dbk'],
  // DocBook 4 names a document's language in lang, DocBook 5 in xml:lang.
  languageAttribute: 'lang',
  options: (settings) =>
    vocabularySettings(
      settings,
      {
        translatable: 'docBookTranslatableElements',
        skip: 'docBookSkipElements',
        inline: 'docBookInlineElements',
        inlineSingle: 'docBookInlineSingleElements',
      },
      docBookElements,
    ),
});

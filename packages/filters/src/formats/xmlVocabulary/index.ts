export { ditaFilter, docBookFilter } from './xmlVocabularyFilters.js';
export { xmlVocabularyOf } from './xmlVocabularyOf.js';

export { countWords, countCharacters } from './countWords.js';
export { isWhitespaceUnit } from './plainCounts.js';

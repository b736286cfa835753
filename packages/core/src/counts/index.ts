export { countWords, countCharacters } from './countWords.js';

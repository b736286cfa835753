import { tagTokenPattern } from '@tessera/contracts';
import { placeholderPattern } from './placeholders.js';

const letter = /\p{L}/u;

/** Segments of numbers, punctuation, symbols, tags, placeholders and whitespace only (an empty or blank segment is not one). */
export function isNonTranslatable(source: string): boolean {
  const rest = source.replace(tagTokenPattern, ' ').replace(placeholderPattern, ' ');
  if (rest.trim() === '' && source.replace(/\s+/g, '') === '') return false;
  return !letter.test(rest);
}

import { describe, expect, it } from 'vitest';
import { isNonTranslatable } from './nonTranslatable.js';

describe('isNonTranslatable', () => {
  it('recognises numbers, punctuation, symbols, tags and placeholders', () => {
    for (const source of [
      '42',
      '1,000.50 €',
      '{1}2024{/1}',
      '{1/}',
      '%s: %d',
      '%1$s – %2$s',
      '${name}',
      '{{count}}',
      '{0} / {1}',
      '…!?',
      '{1}{/1}',
      '(555) 123-4567',
    ]) {
      expect(isNonTranslatable(source), source).toBe(true);
    }
  });

  it('leaves text with any letter, and blank text, to translate', () => {
    for (const source of [
      'Hello',
      '%d files',
      '{1}Save{/1}',
      '10 km',
      '東京',
      'x',
      '',
      '   ',
      '50% off',
    ]) {
      expect(isNonTranslatable(source), source).toBe(false);
    }
  });
});

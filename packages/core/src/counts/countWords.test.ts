import { describe, expect, it } from 'vitest';
import { countCharacters, countWords } from './countWords.js';

describe('countWords', () => {
  it('counts words of spaced scripts, with numbers as words', () => {
    expect(countWords('Hello, world! It costs 3.50 euros in 2024.', 'en')).toBe(8);
    expect(countWords("Don't stop", 'en')).toBe(2);
    expect(countWords('', 'en')).toBe(0);
    expect(countWords('  ... !!! ', 'en')).toBe(0);
  });

  it('ignores tags, joining words a paired tag sits inside', () => {
    expect(countWords('{1}Bold{/1} and {2}it{/2}alic{3/}text', 'en')).toBe(4);
    expect(countWords('{1}{/1}{2/}', 'en')).toBe(0);
  });

  it('counts each character as a word in Chinese, Japanese, Thai, Lao, Khmer and Myanmar', () => {
    expect(countWords('东京塔', 'zh')).toBe(3);
    expect(countWords('東京タワーに行きます。', 'ja')).toBe(10);
    expect(countWords('ภาษาไทย', 'th')).toBe(7);
    expect(countWords('ພາສາລາວ', 'lo')).toBeGreaterThan(1);
    expect(countWords('ភាសាខ្មែរ', 'km')).toBeGreaterThan(1);
    expect(countWords('မြန်မာ', 'my')).toBeGreaterThan(1);
  });

  it('checks the script per character in mixed text', () => {
    expect(countWords('Visit 東京 in 2025', 'en')).toBe(5);
    expect(countWords('iPhone用のケース', 'ja')).toBe(6);
  });

  it('counts Arabic, Hebrew and Korean by spaces', () => {
    expect(countWords('مرحبا بالعالم', 'ar')).toBe(2);
    expect(countWords('שלום עולם', 'he')).toBe(2);
    expect(countWords('안녕하세요 세계', 'ko')).toBe(2);
  });
});

describe('countCharacters', () => {
  it('counts grapheme clusters without whitespace and tags', () => {
    expect(countCharacters('Hé llo')).toBe(5);
    expect(countCharacters('{1}ab{/1} {2/}c')).toBe(3);
    expect(countCharacters('👍🏽 e\u0301')).toBe(2);
    expect(countCharacters('')).toBe(0);
    expect(countCharacters('東京')).toBe(2);
  });
});

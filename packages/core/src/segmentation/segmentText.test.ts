import { describe, expect, it } from 'vitest';
import { segmentText } from './segmentText.js';
import type { SegmentationRule } from './rules.js';

const texts = (text: string, locale = 'en', rules?: SegmentationRule[]) =>
  segmentText(text, locale, rules).sentences.map((sentence) => sentence.text);

describe('segmentText', () => {
  it('splits English sentences and keeps the whitespace between them as gaps', () => {
    expect(segmentText('  One. Two!  Three?\n', 'en')).toEqual({
      lead: '  ',
      sentences: [
        { text: 'One.', gap: ' ' },
        { text: 'Two!', gap: '  ' },
        { text: 'Three?', gap: '\n' },
      ],
    });
  });

  it('returns no sentences for empty or blank text', () => {
    expect(segmentText('', 'en')).toEqual({ lead: '', sentences: [] });
    expect(segmentText(' \n\t', 'en')).toEqual({ lead: ' \n\t', sentences: [] });
  });

  it('does not break after English abbreviations', () => {
    expect(
      texts('Mr. Smith met Dr. Jones. They talked about e.g. apples, pears etc. and left.'),
    ).toEqual(['Mr. Smith met Dr. Jones.', 'They talked about e.g. apples, pears etc. and left.']);
    expect(texts('See No. 5 vs. No. 6. Done.')).toEqual(['See No. 5 vs. No. 6.', 'Done.']);
  });

  it('does not break after German and French abbreviations', () => {
    expect(texts('Das ist z. B. gut. Siehe Nr. 4 usw. Ende.', 'de-DE')).toEqual([
      'Das ist z. B. gut.',
      'Siehe Nr. 4 usw. Ende.',
    ]);
    expect(texts('M. Dupont et Mme. Martin arrivent. Bonjour.', 'fr')).toEqual([
      'M. Dupont et Mme. Martin arrivent.',
      'Bonjour.',
    ]);
  });

  it('treats abbreviations of another language as sentence ends', () => {
    expect(texts('Ich sah Mr. Smith.', 'de')).toEqual(['Ich sah Mr.', 'Smith.']);
  });

  it('splits Japanese, Chinese, Arabic and Hebrew sentences', () => {
    expect(texts('こんにちは。元気ですか？はい', 'ja')).toEqual([
      'こんにちは。',
      '元気ですか？',
      'はい',
    ]);
    expect(texts('你好。今天天气很好！', 'zh-CN')).toEqual(['你好。', '今天天气很好！']);
    expect(texts('مرحبا بالعالم. كيف حالك؟ أنا بخير.', 'ar')).toEqual([
      'مرحبا بالعالم.',
      'كيف حالك؟',
      'أنا بخير.',
    ]);
    expect(texts('שלום עולם. מה שלומך?', 'he')).toEqual(['שלום עולם.', 'מה שלומך?']);
  });

  it('breaks at line ends', () => {
    expect(segmentText('First line\nSecond line\n\nThird', 'en').sentences).toEqual([
      { text: 'First line', gap: '\n' },
      { text: 'Second line', gap: '\n\n' },
      { text: 'Third', gap: '' },
    ]);
  });

  it('keeps closing tags with the sentence they end and opening tags with the next', () => {
    expect(texts('{1}Hello world.{/1} {2}Next one.{/2}')).toEqual([
      '{1}Hello world.{/1}',
      '{2}Next one.{/2}',
    ]);
    expect(texts('Hello. {2}Next.')).toEqual(['Hello.', '{2}Next.']);
  });

  it('keeps a standalone tag written right after the punctuation with that sentence', () => {
    expect(texts('Hello.{1/} Next.')).toEqual(['Hello.{1/}', 'Next.']);
    expect(texts('Hello. {1/}Next.')).toEqual(['Hello.', '{1/}Next.']);
  });

  it('never breaks inside a tag and ignores tags for abbreviations', () => {
    expect(texts('{1}Mr.{/1} Smith {10/}arrived. Done.')).toEqual([
      '{1}Mr.{/1} Smith {10/}arrived.',
      'Done.',
    ]);
  });

  it('lets exception rules suppress a break', () => {
    const rules = [{ break: false, before: '\\bworld\\.', after: '\\s' }];
    expect(texts('Hello world. Stop here. Go.', 'en', rules)).toEqual([
      'Hello world. Stop here.',
      'Go.',
    ]);
  });

  it('lets break rules add a break, the first matching rule winning', () => {
    const rules = [
      { break: false, before: 'not;', after: '\\s' },
      { break: true, before: ';', after: '\\s' },
    ];
    expect(texts('One; two not; three', 'en', rules)).toEqual(['One;', 'two not; three']);
  });

  it('reports an invalid rule clearly', () => {
    expect(() => texts('a. b', 'en', [{ break: true, before: '(', after: '' }])).toThrow(
      /not a valid regular expression/,
    );
  });

  it('accepts Java-style escapes the u flag refuses', () => {
    expect(texts('One\\ two', 'en', [{ break: true, before: '\\ ', after: '' }])).toEqual([
      'One\\',
      'two',
    ]);
  });

  it('falls back to the root locale for a malformed locale code', () => {
    expect(texts('One. Two.', 'not a locale!')).toEqual(['One.', 'Two.']);
    expect(texts('One. Two.', 'en_US')).toEqual(['One.', 'Two.']);
  });
});

import type { Db } from '../../packages/server/src/db/database.js';
import {
  plainText,
  unitHash,
  writeChunk,
  type ImportedUnit,
} from '../../packages/server/src/modules/tm/index.js';

// Synthetic translation memory text: a seeded Zipf-like vocabulary of about 50,000 words,
// sentences of 4 to 60 words and many short UI strings of 1 to 3 words, some with numbers
// and tags. The same seed gives the same memory on both databases.

/** mulberry32: small, fast and seeded. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const onsets = 'b c d f g h j k l m n p r s t v w z br ch dr fl gr pl sh st th tr'.split(' ');
const vowels = 'a e i o u ai ea io ou'.split(' ');
const codas = ['', '', '', 'n', 'r', 's', 't', 'l', 'nd', 'st'];

export interface Corpus {
  random: () => number;
  /** A word drawn by Zipf frequency (rank r with weight 1/r). */
  word(): string;
  /** A text of the given number of words, shaped like a sentence or a UI string. */
  text(words: number): string;
  /** A length drawn as the memory's texts are: a third 1–3 words, the rest 4–60. */
  length(): number;
}

export function corpus(seed: number, vocabularySize = 50_000): Corpus {
  const random = seeded(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const vocabulary: string[] = [];
  const seen = new Set<string>();
  while (vocabulary.length < vocabularySize) {
    const syllables = 1 + Math.floor(random() * random() * 4);
    let word = '';
    for (let index = 0; index < syllables; index++) word += pick(onsets) + pick(vowels);
    word += pick(codas);
    if (!seen.has(word)) {
      seen.add(word);
      vocabulary.push(word);
    }
  }
  const cumulative = new Float64Array(vocabularySize);
  let total = 0;
  for (let rank = 0; rank < vocabularySize; rank++) {
    total += 1 / (rank + 1);
    cumulative[rank] = total;
  }
  const word = () => {
    const target = random() * total;
    let low = 0;
    let high = vocabularySize - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] as number) < target) low = middle + 1;
      else high = middle;
    }
    return vocabulary[low] as string;
  };
  const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  const text = (count: number) => {
    const words = Array.from({ length: count }, word);
    if (count >= 4) {
      if (random() < 0.15)
        words[Math.floor(random() * count)] = String(1 + Math.floor(random() * 500));
      if (random() < 0.1) {
        const at = Math.floor(random() * count);
        words[at] = `{1}${words[at]}{/1}`;
      }
      return `${capital(words.join(' '))}${random() < 0.8 ? '.' : ':'}`;
    }
    return words.map(capital).join(' ');
  };
  const length = () =>
    random() < 0.33
      ? 1 + Math.floor(random() * 3)
      : Math.min(60, 4 + Math.floor(-Math.log(1 - random()) * 9));
  return { random, word, text, length };
}

/** A target for a source: another word per word, so targets are indexed like real ones. */
function targetOf(source: string): string {
  return source.replace(/\p{L}+/gu, (word) => `${word.split('').reverse().join('')}e`);
}

/**
 * Writes `units` distinct units to a memory through the write path the imports use
 * (writeChunk: units and their match index). Answers the sources in the order written.
 * Without a database it only draws the texts, leaving `source` where a build would.
 */
export async function buildMemory(
  db: Db | null,
  tmId: number,
  units: number,
  source: Corpus,
  progress: (written: number) => void,
): Promise<string[]> {
  const sources: string[] = [];
  const seen = new Set<string>();
  const now = new Date().toISOString();
  let chunk: ImportedUnit[] = [];
  while (sources.length < units) {
    const text = source.text(source.length());
    if (seen.has(text)) continue;
    seen.add(text);
    sources.push(text);
    const target = targetOf(text);
    chunk.push({
      source_lang: 'en_us',
      target_lang: 'de_de',
      source: text,
      target,
      source_plain: plainText(text),
      target_plain: plainText(target),
      context_prev: '',
      context_next: '',
      context_key: '',
      unit_hash: unitHash({
        source: text,
        target,
        contextPrev: '',
        contextNext: '',
        contextKey: '',
      }),
      created_by: 'bench',
      modified_by: 'bench',
      created_at: now,
      modified_at: now,
    });
    if (chunk.length === 5000) {
      if (db) await writeChunk(db, tmId, chunk);
      chunk = [];
      progress(sources.length);
    }
  }
  if (db) await writeChunk(db, tmId, chunk);
  return sources;
}

/** An organization with one empty en_us → de_de memory, for the benches to fill. */
export async function createBenchMemory(db: Db): Promise<{ id: number }> {
  const now = new Date().toISOString();
  const org = await db.kysely
    .insertInto('organizations')
    .values({ name: 'Bench', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return db.kysely
    .insertInto('translation_memories')
    .values({
      organization_id: org.id,
      name: 'Bench',
      source_lang: 'en_us',
      target_langs: '["de_de"]',
      is_public: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

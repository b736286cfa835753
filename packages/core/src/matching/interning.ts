// Words become small integer ids, so that comparing tokens is comparing integers. The table holds
// each distinct lower-cased word once; past wordLimit it starts afresh (a new epoch), and texts
// prepared before are prepared again when scored, so ids of two epochs are never compared.
const wordLimit = 1_000_000;
let idOf = new Map<string, number>();
/** id → the lower-cased word; id 0 stands for every number. */
let texts: string[] = [''];
/** id → the id of the word's prefix (prefixTexts); -1 for numbers. */
let prefixIds: number[] = [-1];
let prefixIdOf = new Map<string, number>();
let prefixTexts: string[] = [];
let epoch = 0;

export const numberKey = 0;

/** Characters of a word's prefix: words sharing it are compared letter by letter in short segments. */
export const prefixLength = 3;

/** The first prefixLength code points of a word (the whole word when shorter). */
function prefixOf(word: string): string {
  let end = 0;
  for (let count = 0; count < prefixLength && end < word.length; count++) {
    const unit = word.charCodeAt(end);
    end += unit >= 0xd800 && unit <= 0xdbff && end + 1 < word.length ? 2 : 1;
  }
  return word.slice(0, end);
}

/** Empties the table: ids handed out so far belong to the previous epoch. */
export function resetInterning(): void {
  idOf = new Map();
  texts = [''];
  prefixIds = [-1];
  prefixIdOf = new Map();
  prefixTexts = [];
  epoch++;
}

/** The epoch a text about to be interned belongs to (the table is renewed first when full). */
export function internEpoch(): number {
  if (texts.length > wordLimit) resetInterning();
  return epoch;
}

export function currentEpoch(): number {
  return epoch;
}

export function intern(key: string): number {
  let id = idOf.get(key);
  if (id === undefined) {
    id = texts.length;
    idOf.set(key, id);
    texts.push(key);
    const prefix = prefixOf(key);
    let prefixId = prefixIdOf.get(prefix);
    if (prefixId === undefined) {
      prefixId = prefixTexts.length;
      prefixIdOf.set(prefix, prefixId);
      prefixTexts.push(prefix);
    }
    prefixIds.push(prefixId);
  }
  return id;
}

/** The lower-cased word of an id; '' for numbers. */
export function keyText(id: number): string {
  return texts[id] ?? '';
}

/** The prefix id of a word id; -1 for numbers. */
export function keyPrefix(id: number): number {
  return prefixIds[id] ?? -1;
}

export function prefixText(prefixId: number): string {
  return prefixTexts[prefixId] ?? '';
}

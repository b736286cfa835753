// Words become small integer ids once, so that comparing tokens is comparing integers. The table
// lives as long as the process and holds each distinct lower-cased word once (a vocabulary).
const idOf = new Map<string, number>();
/** id → the lower-cased word; id 0 stands for every number. */
const texts: string[] = [''];

export const numberKey = 0;

export function intern(key: string): number {
  let id = idOf.get(key);
  if (id === undefined) {
    id = texts.length;
    idOf.set(key, id);
    texts.push(key);
  }
  return id;
}

/** The lower-cased word of an id; '' for numbers. */
export function keyText(id: number): string {
  return texts[id] ?? '';
}

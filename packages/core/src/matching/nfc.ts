// Below U+0300 every character is its own NFC and none combines with another (the first
// combining mark is U+0300): such text, most Latin-script text, needs no ICU call.
// eslint-disable-next-line no-control-regex -- the whole range up to U+02FF
const beyondLatin = /[^\u0000-\u02ff]/;

/** The text in Unicode NFC; text made only of characters below U+0300 as it is. */
export function toNfc(text: string): string {
  return beyondLatin.test(text) ? text.normalize('NFC') : text;
}

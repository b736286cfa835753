/** One attribute code of a character tag: its letter and its argument as written ("12", "$", "\"Arial\""). */
export interface XtgCode {
  letter: string;
  argument: string;
}

// Colors also take the process colors C, M, Y, K and W unquoted.
const codePattern =
  /(c)("[^"]*"|\$|[CMYKW]|-?\d*\.?\d+)|([A-Za-z+\-/$])("[^"]*"|\([^)]*\)|\$|-?\d*\.?\d+(?:,-?\d*\.?\d+)*)?/y;
const toggles = new Set([...'BIUWROSKHV+-/']);

/** The codes of a character tag's content (between < and >), or undefined when it is not one. */
export function characterCodes(content: string): XtgCode[] | undefined {
  if (content === '' || content.startsWith('*') || content.startsWith('\\')) return undefined;
  const codes: XtgCode[] = [];
  codePattern.lastIndex = 0;
  while (codePattern.lastIndex < content.length) {
    const match = codePattern.exec(content);
    if (!match) return undefined;
    codes.push({ letter: match[1] ?? match[3] ?? '', argument: match[2] ?? match[4] ?? '' });
  }
  return codes;
}

export const writeCodes = (codes: readonly XtgCode[]): string =>
  codes.map((code) => code.letter + code.argument).join('');

const isToggle = (code: XtgCode) => toggles.has(code.letter) && code.argument === '';
const isValue = (code: XtgCode) =>
  !toggles.has(code.letter) && !/^\$?$/.test(code.argument) && code.letter !== 'P';
const sortedLetters = (codes: readonly XtgCode[]) =>
  codes
    .map((code) => code.letter)
    .sort()
    .join('');

/** Whether the tag switches formatting on that a later tag can switch off: toggles only, or values only. */
export function opensFormatting(codes: readonly XtgCode[]): boolean {
  return codes.length > 0 && (codes.every(isToggle) || codes.every(isValue));
}

/**
 * Whether closing switches off what opening switched on: the same toggles again, <$> or <P> after
 * toggles, or each value set back to the style sheet's ($) after values.
 */
export function closesFormatting(
  opening: readonly XtgCode[],
  closing: readonly XtgCode[],
): boolean {
  if (opening.every(isToggle)) {
    const reset =
      closing.length === 1 &&
      (closing[0]?.letter === '$' || closing[0]?.letter === 'P') &&
      closing[0].argument === '';
    return reset || (closing.every(isToggle) && sortedLetters(closing) === sortedLetters(opening));
  }
  return (
    closing.every((code) => code.argument === '$') &&
    sortedLetters(closing) === sortedLetters(opening)
  );
}

/** The codes without kerning (k) and tracking (t). */
export const withoutKerningTracking = (codes: readonly XtgCode[]): XtgCode[] =>
  codes.filter((code) => code.letter !== 'k' && code.letter !== 't');

import { format, splitMessages, type SegmentsCount, type SplitMode } from '@tessera/contracts';
import type { SplitJob } from '../../../api/splitJob';

export interface SplitForm {
  mode: SplitMode;
  /** A number, or for afterSegment segment numbers separated by commas. */
  value: string;
}

export const initialSplitForm: SplitForm = { mode: 'partsCount', value: '' };

/**
 * Spec 001 section 5: words bound the words mode, segments every other; one bound serves every
 * selected job, so it is the smallest job's.
 */
export function splitBound(mode: SplitMode, counts: readonly SegmentsCount[]): number {
  const sizes = counts.map((count) =>
    mode === 'wordCount' ? count.wordsCount : count.segmentsCount,
  );
  return sizes.length === 0 ? 0 : Math.min(...sizes);
}

const wholeNumber = /^\d+$/;

/** The numbers the field holds, or null when any part is not a whole number from 1 to max. */
function numbersOf(form: SplitForm, max: number): number[] | null {
  const parts = form.mode === 'afterSegment' ? form.value.split(',') : [form.value];
  const numbers = parts.map((part) => part.trim());
  if (!numbers.every((part) => wholeNumber.test(part))) return null;
  const values = numbers.map(Number);
  return values.every((value) => value >= 1 && value <= max) ? values : null;
}

/** The mode's message with the bound when the field is not valid for it, else undefined. */
export function splitError(form: SplitForm, max: number): string | undefined {
  return numbersOf(form, max) ? undefined : format(splitMessages[form.mode], { max });
}

/** The call for a valid form, or null when the field does not pass splitError. */
export function splitRequest(
  form: SplitForm,
  max: number,
  jobParts: readonly number[],
): SplitJob | null {
  const numbers = numbersOf(form, max);
  const [first] = numbers ?? [];
  if (!numbers || first === undefined) return null;
  switch (form.mode) {
    case 'partsCount':
      return { jobParts, mode: form.mode, body: { partsCount: first } };
    case 'partSize':
      return { jobParts, mode: form.mode, body: { partSize: first } };
    case 'wordCount':
      return { jobParts, mode: form.mode, body: { wordCount: first } };
    case 'afterSegment':
      // Order and repeats do not change where the parts end.
      return {
        jobParts,
        mode: form.mode,
        body: { segmentOrdinal: [...new Set(numbers)].sort((a, b) => a - b) },
      };
  }
}

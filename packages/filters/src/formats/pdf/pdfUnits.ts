import { tagTokenPattern } from '@tessera/contracts';
import { TaggedTextBuilder, firstFreeTagNumber } from '../../tags/index.js';
import type { TextUnit } from '../../types.js';
import type { PdfParagraph, StyledText } from './pdfParagraphs.js';

export interface RunFace {
  bold: boolean;
  italic: boolean;
}

/** What the DOCX writer needs of one paragraph: its place, its style and the faces of its tags. */
export interface DocxParagraph {
  id: string;
  source: string;
  /** Heading level 1–3, for the Heading styles. */
  heading?: number;
  pageBreakBefore?: boolean;
  /** The face of the paragraph's text outside tags. */
  face: RunFace;
  /** The face of each paired tag, by its number. */
  tagFaces: Record<string, RunFace>;
  /** Text that looked like a tag in the PDF, by the standalone token that protects it. */
  literals: Record<string, string>;
}

/** The skeleton: the completed file is a DOCX of these paragraphs, not the PDF. */
export interface PdfSkeleton {
  /** Page size of the first page, in points. */
  page: { width: number; height: number };
  /** Font size of body text, in points. */
  bodySize: number;
  /** Font sizes of heading levels 1, 2 and 3 as the PDF sets them, in points. */
  headingSizes: number[];
  paragraphs: DocxParagraph[];
}

// Text at least this much larger than body text is a heading.
const headingRatio = 1.15;
const headingLevels = 3;
const literalTags = new RegExp(tagTokenPattern.source, 'gu');

const sameFace = (a: RunFace, b: RunFace): boolean => a.bold === b.bold && a.italic === b.italic;
const roundSize = (size: number): number => Math.round(size * 2) / 2;

/** The value with the most characters set in it. */
function mostCharacters<T>(entries: Array<[T, number]>, key: (value: T) => string): T | undefined {
  const totals = new Map<string, { value: T; count: number }>();
  for (const [value, count] of entries) {
    const total = totals.get(key(value)) ?? { value, count: 0 };
    total.count += count;
    totals.set(key(value), total);
  }
  return [...totals.values()].sort((a, b) => b.count - a.count)[0]?.value;
}

function taggedSource(runs: StyledText[], face: RunFace): Omit<DocxParagraph, 'id' | 'face'> {
  const builder = new TaggedTextBuilder(firstFreeTagNumber(...runs.map((run) => run.text)));
  const tagFaces: Record<string, RunFace> = {};
  for (const run of runs) {
    if (sameFace(run, face)) {
      builder.addText(run.text, literalTags);
      continue;
    }
    // Spaces at the edges of a bold or italic run stay outside its tags.
    const [, lead = '', core = '', trail = ''] = /^(\s*)(.*?)(\s*)$/su.exec(run.text) ?? [];
    builder.addText(lead, literalTags);
    const number = builder.open('');
    tagFaces[String(number)] = { bold: run.bold, italic: run.italic };
    builder.addText(core, literalTags);
    builder.close(number, '');
    builder.addText(trail, literalTags);
  }
  const literals = Object.fromEntries(
    Object.entries(builder.tags).filter(([token]) => token.endsWith('/}')),
  );
  return { source: builder.text, tagFaces, literals };
}

/** The units of the paragraphs, and the skeleton the DOCX is written from. */
export function pdfUnits(
  paragraphs: PdfParagraph[],
  page: PdfSkeleton['page'],
): { units: TextUnit[]; skeleton: PdfSkeleton } {
  const charactersBySize = paragraphs.flatMap((paragraph) =>
    paragraph.runs.map((run): [number, number] => [roundSize(paragraph.size), run.text.length]),
  );
  const bodySize = mostCharacters(charactersBySize, String) ?? 11;
  const headingSizes = [...new Set(charactersBySize.map(([size]) => size))]
    .filter((size) => size >= bodySize * headingRatio)
    .sort((a, b) => b - a)
    .slice(0, headingLevels);
  const units: TextUnit[] = [];
  const docxParagraphs = paragraphs.map((paragraph, index): DocxParagraph => {
    const id = `p${index + 1}`;
    const face = mostCharacters(
      paragraph.runs.map((run): [RunFace, number] => [run, run.text.length]),
      (run) => `${run.bold}/${run.italic}`,
    ) ?? { bold: false, italic: false };
    const size = roundSize(paragraph.size);
    // Sizes below the three largest heading sizes are level 3 too.
    const level = headingSizes.findIndex((headingSize) => size >= headingSize) + 1 || headingLevels;
    const tagged = taggedSource(paragraph.runs, face);
    units.push({ id, source: tagged.source, segment: true });
    return {
      id,
      ...tagged,
      face: { bold: face.bold, italic: face.italic },
      ...(size >= bodySize * headingRatio && { heading: level }),
      ...(paragraph.newPage && { pageBreakBefore: true }),
    };
  });
  return { units, skeleton: { page, bodySize, headingSizes, paragraphs: docxParagraphs } };
}

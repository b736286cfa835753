import {
  analysisBands,
  type AnalysisBand,
  type AnalysisCounts,
  type AnalysisData,
} from '@tessera/contracts';

/** What one analysed segment adds to its band. */
export interface SegmentUnits {
  words: number;
  characters: number;
}

const zero = (): AnalysisCounts => ({ segments: 0, words: 0, characters: 0, percent: 0 });

export function emptyData(): AnalysisData {
  const data = { all: zero() } as AnalysisData;
  for (const band of analysisBands) data[band] = zero();
  return data;
}

export function count(data: AnalysisData, band: AnalysisBand, units: SegmentUnits): void {
  for (const counts of [data[band], data.all]) {
    counts.segments += 1;
    counts.words += units.words;
    counts.characters += units.characters;
  }
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Each band's share of the words (as Phrase shows it), in percent with two decimals; all is 100. */
export function withPercents(data: AnalysisData): AnalysisData {
  const total = data.all.words;
  for (const band of analysisBands)
    data[band].percent = total === 0 ? 0 : round2((data[band].words / total) * 100);
  data.all.percent = 100;
  return data;
}

/** The figures of several jobs together (the analysis total). */
export function sumData(parts: readonly AnalysisData[]): AnalysisData {
  const total = emptyData();
  for (const part of parts)
    for (const band of [...analysisBands, 'all'] as const) {
      total[band].segments += part[band].segments;
      total[band].words += part[band].words;
      total[band].characters += part[band].characters;
    }
  return withPercents(total);
}

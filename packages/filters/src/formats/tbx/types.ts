/** Status of a term, as Tessera's term bases keep it. */
export type TermStatusValue = 'APPROVED' | 'NOT_APPROVED' | 'FORBIDDEN';

/** One term of a concept in one language. */
export interface TermEntry {
  /** The language as written in the file (xml:lang of a TBX langSet, a CSV/XLSX column header). */
  lang: string;
  text: string;
  /** Absent when the file says nothing about it. */
  status?: TermStatusValue;
  note?: string;
  /** An example of use (TBX-Basic's context). */
  usage?: string;
}

/** A concept with its terms in every language, as term base files exchange them. */
export interface TermConcept {
  definition?: string;
  note?: string;
  /** Subject field (TBX subjectField). */
  domain?: string;
  terms: TermEntry[];
}

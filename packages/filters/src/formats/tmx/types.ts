/** The header of a TMX document as far as importing and exporting need it. */
export interface TmxHeader {
  /** Source language of the document (xml:lang form, for example en-US), or '*all*'. */
  srcLang: string;
  creationTool?: string;
  creationToolVersion?: string;
}

/** One language variant (tuv) of a translation unit. */
export interface TmxVariant {
  /** The language as written in the file (xml:lang, or lang in TMX 1.1). */
  lang: string;
  /** Segment text; inline codes are numbered tags {1} … {/1} and {2/}, as in Tessera's segments. */
  text: string;
  creationId?: string;
  /** ISO-8601 dates; TMX's compact 20240131T120000Z form is converted on reading and writing. */
  creationDate?: string;
  changeId?: string;
  changeDate?: string;
}

/** One translation unit (tu) with its variants and the properties Tessera uses. */
export interface TmxUnit {
  tuid?: string;
  /** Source language of this unit when it names one (srclang of the tu). */
  srcLang?: string;
  variants: TmxVariant[];
  /** Text of the previous and next source segments and the segment key (x-context-* props). */
  contextPrev?: string;
  contextNext?: string;
  contextKey?: string;
  creationId?: string;
  creationDate?: string;
  changeId?: string;
  changeDate?: string;
}

// Property types of a tu that carry the segment's context; other tools write the same names.
export const CONTEXT_PREV_PROP = 'x-context-pre';
export const CONTEXT_NEXT_PROP = 'x-context-post';
export const CONTEXT_KEY_PROP = 'x-context-key';

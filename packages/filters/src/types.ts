import type { FileImportSettings } from '@tessera/contracts';
import type { ZipBytes } from './zip/zipEntry.js';

// The shape every file format shares: parse(bytes, settings) -> units + skeleton; merge(skeleton, targets) -> bytes.

/**
 * One translatable unit as the file holds it (a paragraph, a string entry, a trans-unit).
 * Inline formatting is kept as tags written {1} … {/1} (paired) and {2/} (standalone);
 * the markup each tag stands for stays in the skeleton.
 */
export interface TextUnit {
  /** Stable id of the unit within the file; merge receives targets keyed by it. */
  id: string;
  /** Source text with inline tags as {n}, {/n}, {n/}. */
  source: string;
  /** Existing target for bilingual formats (XLIFF, PO, MXLIFF), with the same tag notation. */
  target?: string;
  /** The key or id of the unit in the file, for SEGMENT_KEY context (a JSON path, a resname, a msgctxt…). */
  key?: string;
  /** Context note shown to the linguist. */
  note?: string;
  /** Maximum target length in characters, where the settings point to one. */
  maxLength?: number;
  /** Whether the server may split the unit into sentences (false for pre-segmented bilingual units). */
  segment: boolean;
  /** Imported state of bilingual formats. */
  confirmed?: boolean;
  locked?: boolean;
}

export interface ParseResult {
  units: TextUnit[];
  /** Everything merge needs to rebuild the file; opaque to the caller, stored as bytes. */
  skeleton: Uint8Array;
}

/** A unit's state in the job at the downloaded level: confirmed and locked when all its segments are. */
export interface UnitState {
  confirmed: boolean;
  locked: boolean;
}

/**
 * The job's file import settings (spec 001 section 3) exactly as the contracts define them, plus
 * the job's languages: a setting the contract lacks cannot be read, so it cannot silently never arrive.
 */
export type FilterSettings = Partial<FileImportSettings> & {
  sourceLocale?: string;
  targetLocale?: string;
};

export interface FileFilter {
  /** The backend format value of getSupportedFileFormats (for example 'xliff', 'po', 'docx'). */
  format: string;
  /** Human title for the format list. */
  title: string;
  /** Lower-case file name endings this filter reads, without the dot. */
  extensions: string[];
  /**
   * The completed file is a document of this extension, not of the uploaded one (e.g. 'docx' for
   * PDF, which merge writes as a Word document); unset, it has the uploaded file's format.
   */
  completedExtension?: string;
  /**
   * Reads the file's units and skeleton. A filter that reads units one at a time (XLIFF 1.2,
   * MXLIFF, DOCX, PPTX, XLSX, IDML) hands each to `onUnit`, when given, as it is read, and answers no
   * units: the caller segments and stores them while the rest of the file is read, and never
   * holds them all.
   */
  parse(
    bytes: Uint8Array,
    settings: FilterSettings,
    onUnit?: (unit: TextUnit) => void,
  ): ParseResult | Promise<ParseResult>;
  /**
   * parse for a zip-based format given the archive by position (a stored file read as needed):
   * only the parts it reads are read whole, the rest (pictures) checked piece by piece (#14).
   */
  parseZip?(
    archive: ZipBytes,
    settings: FilterSettings,
    onUnit?: (unit: TextUnit) => void,
  ): ParseResult | Promise<ParseResult>;
  /**
   * parse reads `settings.targetLocale` (a bilingual file's target language or column): a file
   * is parsed again for each of its target locales, where others are parsed once for all.
   */
  parseReadsTargetLocale?: boolean;
  /**
   * merge needs the parsed file itself (`original`): its skeleton holds only what it rewrites,
   * where a copy of the file (a Word document's pictures) would be stored again for every job.
   */
  mergeReadsOriginal?: boolean;
  /**
   * Targets by unit id; a unit without a target keeps its source. States by unit id are read by
   * the formats that write a unit's state back (the XLIFF export rules).
   */
  merge(
    skeleton: Uint8Array,
    targets: ReadonlyMap<string, string>,
    settings: FilterSettings,
    states?: ReadonlyMap<string, UnitState>,
    original?: Uint8Array,
  ): Uint8Array | Promise<Uint8Array>;
}

/** A file the filter refuses: broken, hostile or of the wrong format. The message is shown on the job. */
export class FilterError extends Error {
  override readonly name = 'FilterError';
}

import type { Generated } from 'kysely';
import type { Flag, Timestamp } from './columns.js';

// Tables of translation memories and term bases.

export interface TranslationMemoryTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  source_lang: string;
  /** JSON list of locale codes. */
  target_langs: string;
  client_id: number | null;
  subject_id: number | null;
  is_public: Flag;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TmUnitTable {
  id: Generated<number>;
  tm_id: number;
  source_lang: string;
  target_lang: string;
  /** Segment text with inline tags as {1} {/1} {2/}. */
  source: string;
  target: string;
  /** Tags stripped, whitespace collapsed, lower-cased: what search and matching compare. */
  source_plain: string;
  target_plain: string;
  context_prev: string;
  context_next: string;
  context_key: string;
  /** Hash of source, target and context: a unit is stored once per language pair. */
  unit_hash: string;
  /** User names (TMX creationid/changeid), kept as text since units outlive users. */
  created_by: string;
  modified_by: string;
  created_at: Timestamp;
  modified_at: Timestamp;
  /** The import task that added the unit; a failed import deletes the units it added. */
  import_task_id: string | null;
}

export interface TermBaseTable {
  id: Generated<number>;
  organization_id: number;
  name: string;
  /** JSON list of locale codes. */
  langs: string;
  client_id: number | null;
  is_public: Flag;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TbConceptTable {
  id: Generated<number>;
  tb_id: number;
  definition: string;
  note: string;
  domain: string;
  created_by: string;
  created_at: Timestamp;
  modified_at: Timestamp;
  /** A hash of the concept's (language, term) pairs, set by the concept form; imported concepts have none. */
  terms_key: string | null;
}

export interface TbTermTable {
  id: Generated<number>;
  concept_id: number;
  tb_id: number;
  lang: string;
  text: string;
  text_lower: string;
  /** APPROVED, NOT_APPROVED or FORBIDDEN. */
  status: string;
  note: string;
  usage: string;
  created_at: Timestamp;
  modified_at: Timestamp;
}

/**
 * The match index's postings: for each index term of a unit's source (and of its target, for
 * reverse lookups), keyed by a salted 32-bit hash (see modules/tm/matchTerms.ts), blocks of the
 * ids of the units that hold it, one block per term and length of the units written together.
 */
export interface TmPostingBlockTable {
  term_hash: number;
  tm_id: number;
  /** Token count of the side the term belongs to: lookups keep only lengths that can score. */
  unit_length: number;
  /** The block's lowest and highest unit id: the first ends its key. */
  first_unit: number;
  last_unit: number;
  /** The ids, ascending, as 32-bit little-endian integers (modules/tm/postingBlocks.ts). */
  unit_ids: Uint8Array;
}

/** How many units of a memory hold a term: lookups read the rarest terms first. */
export interface TmTermDfTable {
  tm_id: number;
  term_hash: number;
  df: number;
}

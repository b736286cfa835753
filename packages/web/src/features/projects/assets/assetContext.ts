import type { ReferenceFile, TbAssignment, TmAssignment } from '@tessera/contracts';

/** The project or template whose assignments the asset calls read and write. */
export type AssetOwner =
  { kind: 'project'; projectUid: string } | { kind: 'template'; templateId: number };

/** A workflow step the TM dialogs configure apart from the Default step. */
export interface AssetWorkflowStep {
  id: number;
  name: string;
  ord: number;
}

/** What every asset panel and dialog needs to know about the project or template form. */
export interface AssetContext {
  /**
   * live: each dialog's Save calls the server at once (the project page);
   * draft: the dialogs only change the wizard form, saved after the create or save call.
   */
  mode: 'live' | 'draft';
  /** Template wizard: the dialogs' buttons say Confirm instead of Save/Upload (spec 000 section 2.4). */
  isTemplate: boolean;
  /** The owner the live calls go to; in draft mode null until the project or template exists. */
  owner: AssetOwner | null;
  sourceLocale: string;
  targetLocales: string[];
  /** The steps besides Default, in order. */
  workflowSteps: AssetWorkflowStep[];
  /** Only users who may edit see Create, Configure, Select, Add and Delete (spec 000 section 6). */
  canEdit: boolean;
}

/** A reference in the wizard: a stored one (id set) or one waiting for the save (id null). */
export type ReferenceDraft =
  | (ReferenceFile & { key: string })
  | { key: string; id: null; name: string | null; note: string | null; file: File | null };

/**
 * The wizard's asset values. undefined means the load failed: the spec (000 section 7) leaves the
 * value undefined, and the save then leaves that kind of asset untouched.
 */
export interface AssetDrafts {
  termBases: TbAssignment[] | undefined;
  transMemories: TmAssignment[] | undefined;
  references: ReferenceDraft[] | undefined;
}

/** A draft-mode panel's value and its change. */
export interface DraftBinding<Value> {
  value: Value[] | undefined;
  onChange: (next: Value[]) => void;
}

import type { TableProps } from '@cloudscape-design/components/table';
import type { ComponentType, ReactNode } from 'react';
import type { SetupCollection, SetupCollections, SetupRecord } from '../../../api/setupCollections';
import { fieldErrorsOfIssues, type FieldErrors } from '../../../components/fieldErrors';

export type Parsed<T> = { ok: true; input: T } | { ok: false; errors: FieldErrors };

/** The part of a zod schema the forms use, so that contracts' schemas validate drafts. */
export interface InputSchema<T> {
  safeParse(value: unknown):
    | { success: true; data: T }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> };
      };
}

export function parseDraft<T>(schema: InputSchema<T>, draft: unknown): Parsed<T> {
  const parsed = schema.safeParse(draft);
  return parsed.success
    ? { ok: true, input: parsed.data }
    : { ok: false, errors: fieldErrorsOfIssues(parsed.error.issues) };
}

export interface RecordFormProps<TDraft> {
  draft: TDraft;
  onChange(draft: TDraft): void;
  errors: FieldErrors;
  mode: 'create' | 'edit';
}

/** How one setup collection is listed and edited by the generic table and modal. */
export interface CollectionConfig<C extends SetupCollection, TDraft> {
  collection: C;
  /** 'Clients'. */
  title: string;
  /** 'client', for 'Create client' and the messages. */
  noun: string;
  description?: string;
  columns: TableProps.ColumnDefinition<SetupRecord<C>>[];
  nameOf(record: SetupRecord<C>): string;
  emptyDraft(): TDraft;
  draftOf(record: SetupRecord<C>): TDraft;
  toCreate(draft: TDraft): Parsed<SetupCollections[C]['create']>;
  toUpdate(draft: TDraft, record: SetupRecord<C>): Parsed<SetupCollections[C]['update']>;
  Form: ComponentType<RecordFormProps<TDraft>>;
  /** Users are disabled instead of deleted. */
  deletable: boolean;
  modalSize?: 'medium' | 'large';
  /** More buttons in the table header, given the selected record. */
  extraActions?(selected: SetupRecord<C> | undefined): ReactNode;
}

import type { TbAssignment, TmAssignment } from '@tessera/contracts';
import type { AssetDrafts, ReferenceDraft } from '../assets/assetContext';

/** One line of the Assets step's summary in the review. */
export interface AssetChange {
  label: string;
  value: string;
}

interface Described<Row> {
  key(row: Row): string;
  name(row: Row): string;
  /** The values whose change makes the row 'changed'. */
  settings(row: Row): string;
}

function changesOf<Row>(
  kind: string,
  described: Described<Row>,
  before: readonly Row[] | undefined,
  after: readonly Row[] | undefined,
): AssetChange[] {
  // A kind that failed to load is not saved, so it has no changes to show.
  if (before === undefined || after === undefined) return [];
  const was = new Map(before.map((row) => [described.key(row), row]));
  const is = new Map(after.map((row) => [described.key(row), row]));
  const names = (rows: Row[]) => rows.map(described.name).join(', ');
  const added = after.filter((row) => !was.has(described.key(row)));
  const removed = before.filter((row) => !is.has(described.key(row)));
  const changed = after.filter((row) => {
    const old = was.get(described.key(row));
    return old !== undefined && described.settings(old) !== described.settings(row);
  });
  return [
    { label: `${kind} added`, value: names(added) },
    { label: `${kind} removed`, value: names(removed) },
    { label: `${kind} changed`, value: names(changed) },
  ].filter((change) => change.value !== '');
}

const termBases: Described<TbAssignment> = {
  key: (row) => `${row.termBase.id}/${row.targetLang}`,
  name: (row) => `${row.termBase.name} (${row.targetLang})`,
  settings: (row) =>
    JSON.stringify([row.readMode, row.writeMode, row.qualityAssurance, row.priority]),
};

const transMemories: Described<TmAssignment> = {
  key: (row) => `${row.id}/${row.targetLang}/${row.workflowStepId ?? 'default'}`,
  name: (row) => `${row.name} (${row.targetLang}, ${row.workflowStepName})`,
  settings: (row) => JSON.stringify([row.readMode, row.writeMode, row.penalty, row.isOverride]),
};

const references: Described<ReferenceDraft> = {
  key: (row) => row.key,
  name: (row) => row.name ?? row.note ?? '—',
  settings: () => '',
};

/** What the Assets step changed against where the wizard started, kind by kind. */
export function assetChanges(before: AssetDrafts, after: AssetDrafts): AssetChange[] {
  return [
    ...changesOf('Term bases', termBases, before.termBases, after.termBases),
    ...changesOf('Translation memories', transMemories, before.transMemories, after.transMemories),
    ...changesOf('References', references, before.references, after.references),
  ];
}

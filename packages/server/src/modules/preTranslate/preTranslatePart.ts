import type { Kysely } from 'kysely';
import { isNonTranslatable } from '@tessera/core';
import type { PreTranslateFlags, PreTranslateSettings } from '@tessera/contracts';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { machineTranslate, MtError, mtEngineReady, projectMtSettings } from '../mt/index.js';
import { noCounts, writableIndexes, writeTarget, type JobDraft, type PartCounts } from './draft.js';
import type { TaskPart } from './queries.js';
import { bestMatches } from './tmMatches.js';

export interface PartOutcome {
  counts: PartCounts;
  /** Ids of the segments this part confirmed: they go to the step's write memories. */
  confirmed: Set<number>;
  error: string | null;
}

// 0.7 × 100 is 70.00000000000001 in floating point: the threshold is kept to 2 decimals of a percent.
const percentOf = (fraction: number) => Math.round(fraction * 10_000) / 100;

/**
 * Pre-translates one job part into its job's draft: non-translatables, then the best TM match at
 * or above the threshold, then MT for what is left. An MT engine's error fails the part.
 */
export async function preTranslatePart(
  db: Kysely<Database>,
  dialect: Dialect,
  part: TaskPart,
  draft: JobDraft,
  settings: { flags: PreTranslateFlags; contextType: PreTranslateSettings['contextType'] },
): Promise<PartOutcome> {
  const { flags } = settings;
  const level = part.workflow_level;
  const outcome: PartOutcome = { counts: noCounts(), confirmed: new Set(), error: null };
  const write = (index: number, target: Parameters<typeof writeTarget>[3]) => {
    writeTarget(draft, index, level, target);
    const segment = draft.segments[index];
    if (target.confirm && segment) outcome.confirmed.add(segment.id);
  };
  let open = writableIndexes(draft, level, flags.overwrite);

  if (flags.preTranslateNonTranslatables) {
    const source = (index: number) => draft.segments[index]?.source ?? '';
    for (const index of open.filter((index) => isNonTranslatable(source(index)))) {
      write(index, {
        target: source(index),
        origin: 'NT',
        confirm: flags.confirmNonTranslatables,
        lock: flags.lockNonTranslatables,
      });
      outcome.counts.nonTranslatable += 1;
    }
    open = open.filter((index) => !isNonTranslatable(source(index)));
  }

  if (flags.useTranslationMemory && open.length > 0) {
    const matches = await bestMatches(db, dialect, part, draft, open, {
      minScore: percentOf(flags.translationMemoryThreshold),
      contextType: settings.contextType,
    });
    open = open.filter((index, at) => {
      const match = matches[at];
      if (!match) return true;
      const exact = match.score === 100;
      const context = match.score === 101;
      write(index, {
        target: match.target,
        origin: 'TM',
        score: match.score,
        tmId: match.tmId,
        confirm: (exact && flags.confirm100Matches) || (context && flags.confirm101Matches),
        lock: (exact && flags.lock100Matches) || (context && flags.lock101Matches),
      });
      outcome.counts.translationMemory += 1;
      return false;
    });
  }

  // Without insertMachineTranslationIntoTarget nothing would be kept (docs/decisions/preTranslate.md).
  if (flags.useMachineTranslation && flags.insertMachineTranslationIntoTarget && open.length > 0) {
    const engine = await projectMtSettings(db, part.project_id, part.target_lang);
    // An engine still waiting for its key counts as none, as a project without MT would.
    if (!engine || !mtEngineReady(engine)) return outcome;
    const sources = open.map((index) => draft.segments[index]?.source ?? '');
    let targets: string[];
    try {
      targets = await machineTranslate(engine, sources, part.source_lang, part.target_lang);
    } catch (error) {
      if (!(error instanceof MtError)) throw error;
      return { ...outcome, error: error.message };
    }
    open.forEach((index, at) => {
      const target = targets[at];
      if (!target) return;
      write(index, {
        target,
        origin: 'MT',
        engine: engine.name,
        confirm: false,
        lock: false,
      });
      outcome.counts.machineTranslation += 1;
    });
  }
  return outcome;
}

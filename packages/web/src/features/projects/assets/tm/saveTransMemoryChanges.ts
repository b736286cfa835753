import { DEFAULT_WORKFLOW_STEP_ID, type TmAssignment } from '@tessera/contracts';
import { messageOf } from '../../../../api/http';
import { setTransMemories } from '../../../../api/setTransMemories';
import type { AssetOwner } from '../assetContext';

const groupKey = (row: TmAssignment) => `${row.workflowStepId ?? ''}|${row.targetLang}`;

const signature = (rows: TmAssignment[]) =>
  JSON.stringify(rows.map((row) => [row.id, row.readMode, row.writeMode, row.penalty]));

/**
 * Saves the memories of each (workflow step, target locale) whose assignments changed, one
 * setTransMemories call each (spec 000 section 7); groups that lose memories go first so the
 * project's limit counts the smaller set. Rejects with the server's message.
 */
export async function saveTransMemoryChanges(
  owner: AssetOwner,
  before: TmAssignment[],
  after: TmAssignment[],
): Promise<void> {
  // Each (step, locale) once, with one of its rows for the step and locale.
  const groups = new Map([...before, ...after].map((row) => [groupKey(row), row]));
  const changes = [...groups]
    .map(([key, sample]) => ({
      sample,
      old: before.filter((row) => groupKey(row) === key),
      rows: after.filter((row) => groupKey(row) === key),
    }))
    .filter((change) => signature(change.old) !== signature(change.rows))
    .sort((a, b) => a.rows.length - a.old.length - (b.rows.length - b.old.length));
  for (const { rows, sample } of changes) {
    try {
      await setTransMemories(owner, {
        targetLang: sample.targetLang,
        workflowStep: sample.workflowStepId ?? DEFAULT_WORKFLOW_STEP_ID,
        readTransMemory: rows.map((row) => row.id),
        writeTransMemory: rows.filter((row) => row.writeMode).map((row) => row.id),
        penalty: rows.map((row) => row.penalty),
      });
    } catch (error) {
      throw new Error(messageOf(error), { cause: error });
    }
  }
}

import type { NewScoringError, ScoringError, ScoringErrors, ScoringJob } from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/errors.js';
import {
  addScoringError,
  completeSampledScoring,
  partOfScoringError,
  removeScoringError,
  scoringErrorsOf,
} from '../scoring/index.js';
import { editorPart, writableEditorPart, type EditorActor } from './access.js';

// The reviser's errors are an editor panel: the editor's access rules, scoring's work. Here and
// not in scoring, which job parts already depend on, so the modules never loop.

/** GET /api/scoring/errors: whoever may open the part in the editor reads its errors. */
export async function partScoringErrors(
  ctx: AppContext,
  actor: EditorActor,
  jobPartId: number,
): Promise<ScoringErrors> {
  const { part } = await editorPart(ctx, actor, jobPartId);
  return scoringErrorsOf(ctx, actor.organizationId, part);
}

/** POST /api/scoring/error: a linguist's finished part is read-only (403 JobFinished). */
export async function recordScoringError(
  ctx: AppContext,
  actor: EditorActor,
  input: NewScoringError,
): Promise<ScoringError> {
  const part = await writableEditorPart(ctx, actor, input.jobPart);
  return addScoringError(ctx, actor, part, input);
}

/** POST /api/scoring/complete: as a change of the part, like recording an error. */
export async function completeScoring(
  ctx: AppContext,
  actor: EditorActor,
  jobPartId: number,
): Promise<ScoringJob> {
  const part = await writableEditorPart(ctx, actor, jobPartId);
  return completeSampledScoring(ctx, actor, part);
}

/** DELETE /api/scoring/error: as a change of the error's part. */
export async function deleteScoringError(
  ctx: AppContext,
  actor: EditorActor,
  errorId: number,
): Promise<void> {
  const jobPartId = await partOfScoringError(ctx, actor.organizationId, errorId);
  if (jobPartId === undefined) throw notFound();
  const part = await writableEditorPart(ctx, actor, jobPartId);
  await removeScoringError(ctx, actor, part, errorId);
}

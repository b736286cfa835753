import type { MtSuggestion, MtSuggestionRequest } from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/errors.js';
import { machineTranslate, MtError, mtEngineReady, projectMtSettings } from '../mt/index.js';
import type { Viewer } from '../projects/index.js';
import { editorPart } from './access.js';
import { panelSegment } from './panelSegment.js';

/** The editor's MT panel: the project's engine translates the segment's source (tags kept). */
export async function segmentMt(
  ctx: AppContext,
  viewer: Viewer,
  request: MtSuggestionRequest,
): Promise<MtSuggestion> {
  const { part } = await editorPart(ctx, viewer, request.jobPartId);
  const segment = await panelSegment(ctx, part, request.segmentId);
  const engine = await projectMtSettings(ctx.db.kysely, part.project_id, part.target_lang);
  // An engine still waiting for its key counts as none, as in pre-translation.
  if (!engine || !mtEngineReady(engine)) return { engine: null, target: null };
  try {
    const [target] = await machineTranslate(
      engine,
      [segment.source],
      part.source_lang,
      part.target_lang,
    );
    return { engine: engine.name, target: target ?? '' };
  } catch (error) {
    if (error instanceof MtError) throw new HttpError(502, 'MtEngineError', error.message);
    throw error;
  }
}

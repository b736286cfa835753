import type { Kysely } from 'kysely';
import {
  POST_MORTEM_VENDOR_NAME,
  shellMessages,
  type PostMortemScoringSettings,
  type ScoringModelSummary,
} from '@tessera/contracts';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { fieldError } from '../../http/errors.js';
import { hasVendorNamed } from '../setup/index.js';
import { selectPostMortemFlag, selectScoringModels, updatePostMortemFlag } from './queries.js';

// administrarOrgIds: the organizations whose administrators manage the setting, here only its own.
export async function postMortemSettings(
  db: Kysely<Database>,
  organizationId: number,
): Promise<PostMortemScoringSettings> {
  return {
    enabled: await selectPostMortemFlag(db, organizationId),
    administrarOrgIds: [organizationId],
  };
}

// Sampled Post-Delivery QA is done by the external vendor, so it needs that vendor (spec 002 section 2).
export async function setPostMortemScoring(
  ctx: AppContext,
  organizationId: number,
  enable: boolean,
): Promise<{ enabled: boolean }> {
  return ctx.db.kysely.transaction().execute(async (db) => {
    if (enable && !(await hasVendorNamed(db, organizationId, POST_MORTEM_VENDOR_NAME))) {
      throw fieldError('enablePostMortemScoring', shellMessages.postMortemVendorRequired);
    }
    await updatePostMortemFlag(db, organizationId, enable);
    return { enabled: enable };
  });
}

export function listScoringModels(
  db: Kysely<Database>,
  organizationId: number,
): Promise<ScoringModelSummary[]> {
  return selectScoringModels(db, organizationId);
}

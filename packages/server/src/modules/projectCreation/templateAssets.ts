import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  insertTbAssignments,
  insertTmAssignments,
  projectLocales,
  selectTbAssignments,
  selectTmAssignments,
  stepsOfProject,
  tmDirection,
} from '../assignments/index.js';
import { copyReferences } from '../references/index.js';
import { langsOf } from '../tb/index.js';

/**
 * Gives a project created from a template the template's TM and TB assignments and references
 * (spec 000 section 3, Template extras). Called by project creation in its transaction, after the
 * project's locales and steps are stored. Assignments of locales or steps the project does not
 * have, and memories or term bases that do not fit its locales, are left out; a memory that is
 * reverse for the project keeps only read.
 */
export async function copyTemplateAssets(
  trx: Kysely<Database>,
  templateId: number,
  projectId: number,
): Promise<void> {
  const template = { kind: 'template', id: templateId } as const;
  const owner = { project_id: projectId, template_id: null };
  const { sourceLang, targetLangs } = await projectLocales(trx, projectId);
  const stepIds = new Set((await stepsOfProject(trx, projectId)).map((step) => step.id));

  const tms = await selectTmAssignments(trx, template);
  await insertTmAssignments(
    trx,
    tms.flatMap((row) => {
      const direction = tmDirection(row, sourceLang, row.target_lang);
      const stepKept = row.workflow_step_id === null || stepIds.has(row.workflow_step_id);
      if (!direction || !targetLangs.includes(row.target_lang) || !stepKept) return [];
      const { tm_id, target_lang, workflow_step_id, read_mode, penalty, position } = row;
      const write_mode = direction === 'reverse' ? 0 : row.write_mode;
      return [
        {
          ...owner,
          tm_id,
          target_lang,
          workflow_step_id,
          read_mode,
          write_mode,
          penalty,
          position,
        },
      ];
    }),
  );

  const tbs = await selectTbAssignments(trx, template);
  await insertTbAssignments(
    trx,
    tbs.flatMap((row) => {
      const langs = langsOf(row);
      if (![row.target_lang, sourceLang].every((lang) => langs.includes(lang))) return [];
      if (!targetLangs.includes(row.target_lang)) return [];
      const { tb_id, target_lang, read_mode, write_mode, quality_assurance, priority, position } =
        row;
      return [
        {
          ...owner,
          tb_id,
          target_lang,
          read_mode,
          write_mode,
          quality_assurance,
          priority,
          position,
        },
      ];
    }),
  );
  await copyReferences(trx, templateId, projectId);
}

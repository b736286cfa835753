import type { Kysely } from 'kysely';
import { segmentText, SegmentationRuleError } from '@tessera/core';
import { SEG_RULE_PAGE_SIZE, SegRule, type SegRuleInput } from '@tessera/contracts';
import type { Database } from '../../../db/schema.js';
import { badRequest, notFound } from '../../../http/errors.js';
import type { CollectionService, SetupScope } from '../collection.js';
import { unlessInUse, withUniqueName } from '../constraints.js';
import {
  clearDefaultSegRule,
  deleteSegRule,
  insertSegRule,
  selectSegRules,
  updateSegRule,
  type SegRuleValues,
} from './queries.js';

const StoredRules = SegRule.shape.rules;

function toSegRule(row: SegRuleValues & { id: number }): SegRule {
  return {
    id: row.id,
    name: row.name,
    locale: row.locale,
    rules: StoredRules.parse(JSON.parse(row.rules)),
    isDefault: row.is_default === 1,
  };
}

export async function listSegRules(
  db: Kysely<Database>,
  organizationId: number,
  page?: number,
): Promise<SegRule[]> {
  const paging =
    page === undefined
      ? undefined
      : { offset: page * SEG_RULE_PAGE_SIZE, limit: SEG_RULE_PAGE_SIZE };
  return (await selectSegRules(db, organizationId, paging)).map(toSegRule);
}

// Core compiles the rules exactly as segmentation will, so a saved rule never fails an import later.
function assertRulesCompile(rules: SegRuleInput['rules']): void {
  const errors = rules.flatMap((rule, index) => {
    try {
      segmentText('a', 'en', [rule]);
      return [];
    } catch (error) {
      if (!(error instanceof SegmentationRuleError)) throw error;
      return [{ field: `rules.${index}`, message: error.message }];
    }
  });
  if (errors.length > 0) throw badRequest(errors);
}

// Only one rule set of a locale is the organization's default for it.
async function values(scope: SetupScope, input: SegRuleInput): Promise<SegRuleValues> {
  assertRulesCompile(input.rules);
  if (input.isDefault) await clearDefaultSegRule(scope.db, scope.organizationId, input.locale);
  return {
    name: input.name,
    locale: input.locale,
    rules: JSON.stringify(input.rules),
    is_default: input.isDefault ? 1 : 0,
  };
}

export async function createSegRule(scope: SetupScope, input: SegRuleInput): Promise<SegRule> {
  const rule = await values(scope, input);
  return toSegRule(
    await withUniqueName(insertSegRule(scope.db, scope.organizationId, rule, scope.now)),
  );
}

export const segRuleService: CollectionService<SegRule, SegRuleInput, SegRuleInput> = {
  list: (db, organizationId) => listSegRules(db, organizationId),

  create: createSegRule,

  async update(scope, id, input) {
    const rule = await values(scope, input);
    const row = await withUniqueName(updateSegRule(scope.db, scope.organizationId, id, rule));
    if (!row) throw notFound();
    return toSegRule(row);
  },

  async remove(scope, id) {
    const removed = await unlessInUse(deleteSegRule(scope.db, scope.organizationId, id));
    if (!removed) throw notFound();
  },
};

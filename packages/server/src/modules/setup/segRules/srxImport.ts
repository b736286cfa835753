import { parseSrx, srxRulesForLocale, SrxError } from '@tessera/core';
import { format, setupMessages, type SegRule, type SrxImportInput } from '@tessera/contracts';
import { fieldError } from '../../../http/errors.js';
import type { SetupScope } from '../collection.js';
import { createSegRule } from './service.js';

function srxRules(xml: string, locale: string) {
  try {
    return srxRulesForLocale(parseSrx(xml), locale);
  } catch (error) {
    if (error instanceof SrxError) throw fieldError('file', error.message);
    throw error;
  }
}

// An SRX 2.0 file becomes one rule set: the rules its language maps give the chosen locale.
export async function importSrx(
  scope: SetupScope,
  input: SrxImportInput,
  xml: string,
): Promise<SegRule> {
  const rules = srxRules(xml, input.locale);
  if (rules.length === 0) {
    throw fieldError('file', format(setupMessages.srxNoRulesForLocale, { locale: input.locale }));
  }
  return createSegRule(scope, { ...input, rules, isDefault: false });
}

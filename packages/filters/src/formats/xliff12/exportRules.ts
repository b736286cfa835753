import { stringSetting, type TextSettingName } from '../../formatSettings/index.js';
import type { TextPiece } from '../../skeleton/index.js';
import { FilterError, type FilterSettings, type UnitState } from '../../types.js';
import { escapeXmlAttribute } from '../../xml/xmlEscape.js';
import { parseStateRules } from './stateRules.js';

/** One attribute an export rule writes: the import rules' attribute=value, read the other way. */
export interface RuleAttribute {
  attribute: string;
  value: string;
}

/** An opening tag of a unit that merge may write attributes into. */
export interface StateTag {
  id: string;
  /** The index of the part that holds the tag: the tag itself, or a slot whose before opens a new target. */
  part: number;
  element: 'unit' | 'target';
}

// XLIFF 1.2 puts these on <target>; the others an export rule names go on <trans-unit>.
const targetAttributes = new Set(['state', 'state-qualifier', 'phase-name']);

function readExportRule(settings: FilterSettings, name: TextSettingName): RuleAttribute[] {
  return parseStateRules(stringSetting(settings, name), name).map(
    ({ attribute, value, negated }) => {
      if (negated || value === '*') {
        throw new FilterError(
          `The setting ${name} has a rule "${attribute}${negated ? '!=' : '='}${value}" that does not name the value to write.`,
        );
      }
      return { attribute, value };
    },
  );
}

/** The four export rules settings, one for each combination of confirmed and locked. */
export interface ExportRuleNames {
  confirmedLocked: TextSettingName;
  confirmedNotLocked: TextSettingName;
  notConfirmedLocked: TextSettingName;
  notConfirmedNotLocked: TextSettingName;
}

/** The attributes to write for a unit's state, from the four export rules settings named. */
export function exportRulesNamed(
  settings: FilterSettings,
  names: ExportRuleNames,
): (state: UnitState) => RuleAttribute[] {
  const confirmedLocked = readExportRule(settings, names.confirmedLocked);
  const confirmedNotLocked = readExportRule(settings, names.confirmedNotLocked);
  const notConfirmedLocked = readExportRule(settings, names.notConfirmedLocked);
  const notConfirmedNotLocked = readExportRule(settings, names.notConfirmedNotLocked);
  return ({ confirmed, locked }) =>
    confirmed
      ? locked
        ? confirmedLocked
        : confirmedNotLocked
      : locked
        ? notConfirmedLocked
        : notConfirmedNotLocked;
}

/** The attributes to write for a unit's state, from the four export rules of the xlf or xlf2 settings. */
export function exportRules(
  settings: FilterSettings,
  prefix: 'xlf' | 'xlf2',
): (state: UnitState) => RuleAttribute[] {
  return exportRulesNamed(settings, {
    confirmedLocked: `${prefix}ExportConfirmedLockedRules`,
    confirmedNotLocked: `${prefix}ExportConfirmedNotLockedRules`,
    notConfirmedLocked: `${prefix}ExportNotConfirmedLockedRules`,
    notConfirmedNotLocked: `${prefix}ExportNotConfirmedNotLockedRules`,
  });
}

const attributePattern = (name: string) =>
  new RegExp(`(\\s${name.replace(/[.:-]/g, '\\$&')}\\s*=\\s*)("[^"]*"|'[^']*')`);

/** Sets attributes on an opening tag: in place where it has them, else before its end. */
export function setAttributes(openTag: string, attributes: readonly RuleAttribute[]): string {
  let tag = openTag;
  for (const { attribute, value } of attributes) {
    const escaped = escapeXmlAttribute(value);
    const pattern = attributePattern(attribute);
    tag = pattern.test(tag)
      ? tag.replace(pattern, (_, head: string) => `${head}"${escaped}"`)
      : tag.replace(/\s*\/?>$/, (end) => ` ${attribute}="${escaped}"${end}`);
  }
  return tag;
}

const tagTextOf = (part: TextPiece | undefined): string =>
  typeof part === 'string' ? part : (part?.context?.before ?? '');

/**
 * The parts with each unit's state written by the export rules: XLIFF 1.2 puts state,
 * state-qualifier, phase-name and what the target already carries on <target>, the rest on
 * <trans-unit>; XLIFF 2.0 records only the <segment>, which takes them all.
 */
export function writeStates(
  parts: readonly TextPiece[],
  stateTags: readonly StateTag[],
  states: ReadonlyMap<string, UnitState>,
  rulesFor: (state: UnitState) => RuleAttribute[],
): TextPiece[] {
  const written = [...parts];
  const tagsOf = new Map<string, StateTag[]>();
  for (const tag of stateTags) tagsOf.set(tag.id, [...(tagsOf.get(tag.id) ?? []), tag]);
  for (const [id, tags] of tagsOf) {
    const state = states.get(id);
    const attributes = state ? rulesFor(state) : [];
    if (attributes.length === 0) continue;
    const target = tags.find((tag) => tag.element === 'target');
    const targetTag = target ? tagTextOf(parts[target.part]) : undefined;
    const onTarget = ({ attribute }: RuleAttribute) =>
      targetTag !== undefined &&
      (targetAttributes.has(attribute) || attributePattern(attribute).test(targetTag));
    for (const tag of tags) {
      const chosen = attributes.filter((rule) => onTarget(rule) === (tag.element === 'target'));
      const part = written[tag.part];
      if (chosen.length === 0 || part === undefined) continue;
      written[tag.part] =
        typeof part === 'string'
          ? setAttributes(part, chosen)
          : {
              ...part,
              context: {
                ...part.context,
                before: setAttributes(part.context?.before ?? '', chosen),
              },
            };
    }
  }
  return written;
}

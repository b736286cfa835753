import { FilterError } from '../../types.js';

/** One condition of an XLIFF rules setting: attribute=value, attribute!=value, or attribute=* (present). */
export interface StateCondition {
  attribute: string;
  value: string;
  negated: boolean;
}

/** Reads a comma-separated rules setting such as "state=translated, approved=yes". */
export function parseStateRules(setting: unknown, settingName: string): StateCondition[] {
  if (typeof setting !== 'string' || setting.trim() === '') return [];
  return setting
    .split(',')
    .map((condition) => condition.trim())
    .filter((condition) => condition !== '')
    .map((condition) => {
      const match = /^([\w:.-]+)\s*(!?=)\s*(.*)$/.exec(condition);
      if (!match) {
        throw new FilterError(
          `The setting ${settingName} has a condition "${condition}" that is not attribute=value.`,
        );
      }
      return {
        attribute: match[1] ?? '',
        negated: match[2] === '!=',
        value: (match[3] ?? '').replace(/^["']|["']$/g, ''),
      };
    });
}

/** Whether any condition holds; attributeOf looks an attribute up on the unit's elements. */
export function anyConditionHolds(
  conditions: readonly StateCondition[],
  attributeOf: (name: string) => string | undefined,
): boolean {
  return conditions.some(({ attribute, value, negated }) => {
    const actual = attributeOf(attribute);
    const equal = value === '*' ? actual !== undefined : actual === value;
    return negated ? !equal : equal;
  });
}

/** The confirmed and locked flags a unit's import rules give; a flag without rules is left out. */
export function ruleState(
  confirmWhen: readonly StateCondition[],
  lockWhen: readonly StateCondition[],
  attributeOf: (name: string) => string | undefined,
): { confirmed?: boolean; locked?: boolean } {
  return {
    ...(confirmWhen.length > 0 && { confirmed: anyConditionHolds(confirmWhen, attributeOf) }),
    ...(lockWhen.length > 0 && { locked: anyConditionHolds(lockWhen, attributeOf) }),
  };
}

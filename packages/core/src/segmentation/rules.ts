// SRX-like rules: at a position, the first rule whose before and after patterns both match decides.
export interface SegmentationRule {
  /** true: a break rule; false: an exception that keeps the text together. */
  break: boolean;
  /** Regular expression the text before the position must end with. */
  before: string;
  /** Regular expression the text after the position must start with. */
  after: string;
}

export class SegmentationRuleError extends Error {
  override readonly name = 'SegmentationRuleError';
}

/** The verdict of the first matching rule at a position, and every position whose verdict is a break. */
export interface CompiledRules {
  decisionAt(position: number): boolean | undefined;
  breakPositions: number[];
}

function compile(rule: SegmentationRule): RegExp {
  const source = `(?<=${rule.before})(?=${rule.after})`;
  try {
    return new RegExp(source, 'gu');
  } catch {
    try {
      // SRX files are written for Java regular expressions, which accept escapes the u flag refuses.
      return new RegExp(source, 'g');
    } catch (error) {
      throw new SegmentationRuleError(
        `The segmentation rule before "${rule.before}" after "${rule.after}" is not a valid regular expression: ${(error as Error).message}`,
      );
    }
  }
}

export function applyRules(text: string, rules: readonly SegmentationRule[]): CompiledRules {
  const matches = rules.map((rule) => {
    const positions = new Set<number>();
    for (const match of text.matchAll(compile(rule))) positions.add(match.index);
    return { breaks: rule.break, positions };
  });
  const decisionAt = (position: number): boolean | undefined =>
    matches.find((rule) => rule.positions.has(position))?.breaks;
  const breakPositions = new Set<number>();
  for (const rule of matches) {
    if (!rule.breaks) continue;
    for (const position of rule.positions) {
      if (decisionAt(position) === true) breakPositions.add(position);
    }
  }
  return { decisionAt, breakPositions: [...breakPositions] };
}

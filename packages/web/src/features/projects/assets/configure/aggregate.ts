/** A checkbox over several locales: on when all are, indeterminate when they differ (spec 000 section 2.4). */
export function aggregate(values: boolean[]): { checked: boolean; indeterminate: boolean } {
  const on = values.filter(Boolean).length;
  return { checked: on > 0 && on === values.length, indeterminate: on > 0 && on < values.length };
}

/** The one value all locales share, or undefined when they differ or there are none. */
export function shared<Value>(values: Value[]): Value | undefined {
  return values.length > 0 && values.every((value) => value === values[0]) ? values[0] : undefined;
}

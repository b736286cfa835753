/**
 * Appends items one at a time: `push(...items)` passes every item as an argument, and 200,000
 * of them (the alt texts of a page's pictures) overflow the call stack.
 */
export function appendAll<T>(target: T[], items: Iterable<T>): void {
  for (const item of items) target.push(item);
}

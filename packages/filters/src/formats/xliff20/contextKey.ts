import { FilterError } from '../../types.js';
import { attribute, type XmlElement } from '../../xml/xmlTree.js';

/** The elements around a segment that a context key may be read from. */
export type SegmentScope = Partial<Record<'file' | 'group' | 'unit' | 'segment', XmlElement>>;

const scopeNames = new Set(['file', 'group', 'unit', 'segment']);

/**
 * Reads xlf2ContextKeyXPath, a subset of XPath: an attribute of the file, group, unit or segment
 * around a segment ('unit/@name', '//segment/@id', '@name' for the unit). Without it the key is
 * the unit's name, else its id.
 */
export function contextKeyReader(
  setting: string | undefined,
): (scope: SegmentScope) => string | undefined {
  if (setting === undefined) {
    return ({ unit }) => unit && (attribute(unit, 'name') ?? attribute(unit, 'id'));
  }
  const steps = setting
    .trim()
    .replace(/^\/+/, '')
    .split('/')
    .filter((step) => step !== '');
  const attributeName = /^@([\w:.-]+)$/.exec(steps.at(-1) ?? '')?.[1];
  const element = steps.length > 1 ? steps.at(-2) : 'unit';
  if (!attributeName || element === undefined || !scopeNames.has(element)) {
    throw new FilterError(
      `The setting xlf2ContextKeyXPath supports only an attribute of file, group, unit or segment (for example unit/@name), not "${setting}".`,
    );
  }
  return (scope) => {
    const holder = scope[element as keyof SegmentScope];
    return holder && attribute(holder, attributeName);
  };
}

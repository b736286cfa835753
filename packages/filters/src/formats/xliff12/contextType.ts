import { contextTypes } from '@tessera/contracts';
import { FilterError } from '../../types.js';
import { attribute, type XmlElement } from '../../xml/xmlTree.js';

/**
 * Reads xlfContextType: the key a trans-unit gives its segments for 101% matches. AUTO (the
 * default) and SEGMENT_KEY take resname, else id; PREV_AND_NEXT_SEGMENT and NO_CONTEXT give no
 * key, so only the neighbouring segments (or nothing) can make a match in context.
 */
export function contextKeyOfUnit(
  setting: string | undefined,
): (unit: XmlElement) => string | undefined {
  const type = setting ?? 'AUTO';
  if (!(contextTypes as readonly string[]).includes(type)) {
    throw new FilterError(
      `The setting xlfContextType must be one of ${contextTypes.join(', ')}, not "${type}".`,
    );
  }
  if (type === 'PREV_AND_NEXT_SEGMENT' || type === 'NO_CONTEXT') return () => undefined;
  return (unit) => attribute(unit, 'resname') ?? attribute(unit, 'id');
}

import type { FilterSettings, UnitState } from '../../types.js';
import { escapeXmlAttribute } from '../../xml/xmlEscape.js';
import { exportRulesNamed, setAttributes, type RuleAttribute } from '../xliff12/exportRules.js';
import { parseStateRules, type StateCondition } from '../xliff12/stateRules.js';
import type { SdlPiece, SdlXliffSkeleton, SegState } from './segmentSlots.js';

/** The import rules of SDL XLIFF, read like the xlf rules but against the sdl:seg attributes. */
export interface SdlImportRules {
  skipWhen: StateCondition[];
  confirmWhen: StateCondition[];
  lockWhen: StateCondition[];
}

// Left unset, Studio's own states hold: its translated and approved segments arrive confirmed and
// its locked ones locked. A rule set to blank turns that off.
const confirmedInStudio = 'conf=Translated, conf=ApprovedTranslation, conf=ApprovedSignOff';
const lockedInStudio = 'locked=true';

export function sdlImportRules(settings: FilterSettings): SdlImportRules {
  return {
    skipWhen: parseStateRules(settings.sdlXlfSkipImportRules, 'sdlXlfSkipImportRules'),
    confirmWhen: parseStateRules(
      settings.sdlXlfImportAsConfirmedRules ?? confirmedInStudio,
      'sdlXlfImportAsConfirmedRules',
    ),
    lockWhen: parseStateRules(
      settings.sdlXlfImportAsLockedRules ?? lockedInStudio,
      'sdlXlfImportAsLockedRules',
    ),
  };
}

/** The sdl:seg attributes to write for a unit's state, from the four sdlXlfExportAttrsWhen… settings. */
export const sdlExportRules = (settings: FilterSettings): ((state: UnitState) => RuleAttribute[]) =>
  exportRulesNamed(settings, {
    confirmedLocked: 'sdlXlfExportAttrsWhenConfirmedAndLocked',
    confirmedNotLocked: 'sdlXlfExportAttrsWhenConfirmedAndNotLocked',
    notConfirmedLocked: 'sdlXlfExportAttrsWhenNotConfirmedAndLocked',
    notConfirmedNotLocked: 'sdlXlfExportAttrsWhenNotConfirmedAndNotLocked',
  });

/**
 * The parts with each unit's state written into its sdl:seg by the export rules: an sdl:seg the
 * file has gets the attributes in place; one it lacks is written only when a rule gives attributes.
 */
export function writeSegStates(
  skeleton: SdlXliffSkeleton,
  states: ReadonlyMap<string, UnitState>,
  rulesFor: (state: UnitState) => RuleAttribute[],
): SdlPiece[] {
  const written = [...skeleton.parts];
  const attributesOf = (unit: string) => {
    const state = states.get(unit);
    return state ? rulesFor(state) : [];
  };
  const byPart = new Map<number, SegState[]>();
  for (const state of skeleton.segStates) {
    byPart.set(state.part, [...(byPart.get(state.part) ?? []), state]);
  }
  for (const [part, list] of byPart) {
    const tag = written[part];
    const first = list[0];
    if (typeof tag !== 'string' || !first) continue;
    if (first.newSeg === undefined) {
      written[part] = setAttributes(tag, attributesOf(first.unit));
      continue;
    }
    const created = list.flatMap(({ unit, newSeg = '' }) => {
      const attributes = attributesOf(unit);
      const seg = `<${skeleton.prefix}:seg id="${escapeXmlAttribute(newSeg)}"/>`;
      return attributes.length === 0 ? [] : [setAttributes(seg, attributes)];
    });
    const defs = `${skeleton.prefix}:seg-defs`;
    if (created.length > 0) {
      written[part] = first.newDefs ? `<${defs}>${created.join('')}</${defs}>` : created.join('');
    }
  }
  return written;
}

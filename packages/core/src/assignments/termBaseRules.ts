/** A term base's modes in one target locale. */
export interface TbModes {
  readMode: boolean;
  writeMode: boolean;
  qualityAssurance: boolean;
}

export type TbModeField = keyof TbModes;

/**
 * The TB checkbox links of spec 000 section 4: ticking Write turns on Read; unticking Read turns
 * off Write and QA.
 */
export function linkTbModes<Modes extends TbModes>(
  modes: Modes,
  field: TbModeField,
  value: boolean,
): Modes {
  const next = { ...modes, [field]: value };
  if (field === 'writeMode' && value) next.readMode = true;
  if (field === 'readMode' && !value) {
    next.writeMode = false;
    next.qualityAssurance = false;
  }
  return next;
}

/** Spec 000 section 5: quality assurance on needs read or write on. */
export const tbQaNeedsRead = (modes: TbModes): boolean =>
  modes.qualityAssurance && !modes.readMode && !modes.writeMode;

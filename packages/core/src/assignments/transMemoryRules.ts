/** A translation memory's modes in one workflow step and target locale. */
export interface TmModes {
  readMode: boolean;
  writeMode: boolean;
  penalty: number;
}

export type TmModeChange =
  { field: 'readMode' | 'writeMode'; value: boolean } | { field: 'penalty'; value: number };

/**
 * The TM checkbox links of spec 000 section 4: ticking Write turns on Read; unticking Read turns
 * off Write; choosing a penalty turns Read on.
 */
export function linkTmModes<Modes extends TmModes>(modes: Modes, change: TmModeChange): Modes {
  if (change.field === 'penalty') return { ...modes, penalty: change.value, readMode: true };
  const next = { ...modes, [change.field]: change.value };
  if (change.field === 'writeMode' && change.value) next.readMode = true;
  if (change.field === 'readMode' && !change.value) next.writeMode = false;
  return next;
}

/** How a memory serves source → target; without a source locale (a template) only the target counts. */
export function tmDirection(
  tm: { sourceLang: string; targetLangs: readonly string[] },
  source: string | null,
  target: string,
): 'direct' | 'reverse' | undefined {
  if (source === null || source === '')
    return tm.targetLangs.includes(target) ? 'direct' : undefined;
  if (tm.sourceLang === source && tm.targetLangs.includes(target)) return 'direct';
  if (tm.sourceLang === target && tm.targetLangs.includes(source)) return 'reverse';
  return undefined;
}

/** The memories of one workflow step in one target locale, as a save would leave them. */
export interface TmGroup<Step> {
  step: Step;
  locale: string;
  memories: readonly { writeMode: boolean }[];
}

export interface TmGroupProblems<Step> {
  /** Locales with more memories in write mode than the limit, each named once, in order. */
  overLimit: string[];
  /** Groups with memories of which none is in write mode. */
  withoutWriter: TmGroup<Step>[];
}

/**
 * Spec 000 section 5: at most writeLimit memories in write mode per locale and step, and each
 * step and locale with memories needs one in write mode.
 */
export function tmGroupProblems<Step>(
  groups: readonly TmGroup<Step>[],
  writeLimit: number,
): TmGroupProblems<Step> {
  const overLimit: string[] = [];
  const withoutWriter: TmGroup<Step>[] = [];
  for (const group of groups) {
    const writers = group.memories.filter((memory) => memory.writeMode).length;
    if (writers > writeLimit && !overLimit.includes(group.locale)) overLimit.push(group.locale);
    if (group.memories.length > 0 && writers === 0) withoutWriter.push(group);
  }
  return { overLimit, withoutWriter };
}

// The oldest browser versions we support (spec 002 leaves the thresholds open; see docs/decisions.md).
export const MINIMUM_CHROME = 120;
export const MINIMUM_EDGE = 120;
export const MINIMUM_FIREFOX = 115;
/** Safari on macOS, and every browser on iOS/iPadOS (they all run Safari's WebKit). */
export const MINIMUM_SAFARI: readonly [major: number, minor: number] = [16, 4];

function major(userAgent: string, pattern: RegExp): number | null {
  const match = pattern.exec(userAgent);
  return match?.[1] ? Number(match[1]) : null;
}

function atLeast(version: readonly [number, number], minimum: readonly [number, number]): boolean {
  return version[0] > minimum[0] || (version[0] === minimum[0] && version[1] >= minimum[1]);
}

/** Whether a browser is a recent Edge, Firefox, Chrome or Safari, on desktop or mobile. */
export function isSupportedBrowser(userAgent: string): boolean {
  const ios = /\b(?:iPhone|iPad|iPod)\b.*?\bOS (\d+)_(\d+)/.exec(userAgent);
  if (ios) return atLeast([Number(ios[1]), Number(ios[2])], MINIMUM_SAFARI);

  const edge = major(userAgent, /\bEdg(?:e|A)?\/(\d+)/);
  if (edge !== null) return edge >= MINIMUM_EDGE;

  const firefox = major(userAgent, /\bFirefox\/(\d+)/);
  if (firefox !== null) return firefox >= MINIMUM_FIREFOX;

  // Chromium-based browsers (Opera, Brave, headless Chrome) are judged by their Chrome version.
  const chrome = major(userAgent, /\b(?:HeadlessChrome|Chrome|Chromium)\/(\d+)/);
  if (chrome !== null) return chrome >= MINIMUM_CHROME;

  const safari = /\bVersion\/(\d+)(?:\.(\d+))?.*\bSafari\//.exec(userAgent);
  if (safari) return atLeast([Number(safari[1]), Number(safari[2] ?? 0)], MINIMUM_SAFARI);

  return false;
}

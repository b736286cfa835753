/** What a key press in the active target asks for; insertMatch carries the match's number (1–9). */
export type EditorCommand =
  'confirm' | 'copySource' | 'insertTag' | 'next' | 'previous' | { insertMatch: number };

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** The editor's shortcuts, as the help panel lists them. */
export const shortcuts: ReadonlyArray<{
  keys: string;
  command: Exclude<EditorCommand, object> | 'undo' | 'insertMatch' | 'concordance';
  text: string;
}> = [
  {
    keys: 'Ctrl+Enter',
    command: 'confirm',
    text: 'Confirm and go to the next unconfirmed segment',
  },
  { keys: 'Ctrl+Shift+S', command: 'copySource', text: 'Copy source to target' },
  { keys: 'F8', command: 'insertTag', text: "Insert the source's next tag missing in the target" },
  {
    keys: 'Ctrl+1…9',
    command: 'insertMatch',
    text: "Replace the target with the n-th translation memory match's target",
  },
  { keys: 'Ctrl+Z', command: 'undo', text: 'Undo within the segment (Ctrl+Y redoes)' },
  { keys: 'Alt+Down', command: 'next', text: 'Go to the next segment (saves a draft)' },
  { keys: 'Alt+Up', command: 'previous', text: 'Go to the previous segment (saves a draft)' },
  { keys: 'Alt+K', command: 'concordance', text: 'Go to the concordance search' },
];

/** Alt+K, anywhere in the editor: by the key's place, so that layouts and macOS's Option agree. */
export function focusesConcordance(press: KeyPress & { code: string }): boolean {
  return (
    press.altKey && !press.ctrlKey && !press.metaKey && !press.shiftKey && press.code === 'KeyK'
  );
}

/** The command of a key press, or null for typing. Cmd stands in for Ctrl on a Mac. */
export function commandOf(press: KeyPress): EditorCommand | null {
  const ctrl = press.ctrlKey || press.metaKey;
  if (ctrl && !press.shiftKey && !press.altKey && press.key === 'Enter') return 'confirm';
  if (ctrl && press.shiftKey && !press.altKey && press.key.toLowerCase() === 's')
    return 'copySource';
  if (ctrl && !press.shiftKey && !press.altKey && /^[1-9]$/.test(press.key))
    return { insertMatch: Number(press.key) };
  if (press.key === 'F8' && !ctrl && !press.shiftKey && !press.altKey) return 'insertTag';
  if (press.altKey && !ctrl && !press.shiftKey) {
    if (press.key === 'ArrowDown') return 'next';
    if (press.key === 'ArrowUp') return 'previous';
  }
  return null;
}

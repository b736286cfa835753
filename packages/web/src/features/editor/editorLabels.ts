// Texts of our own for the editor page (spec 001 names none; docs/decisions/editor.md).
export const editorLabels = {
  conflictHeader: 'Someone else changed this segment',
  readOnly: 'This job is read-only for you: its segments cannot be changed.',
  invalidAddress: 'This editor address names no job.',
  loadFailed: 'Failed to load segments: {error}',
  saveFailed: 'Failed to save segment {n}: {error}',
  shortcutsHeader: 'Keyboard shortcuts',
  queue: 'Job queue',
} as const;

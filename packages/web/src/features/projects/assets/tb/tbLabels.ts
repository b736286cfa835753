// Spec 000 section 3: 0 None, 1 Primary, 2 Secondary; 3 Multiple only shows mixed locales.
export const TB_PRIORITY_OPTIONS = [
  { value: '0', label: 'None' },
  { value: '1', label: 'Primary' },
  { value: '2', label: 'Secondary' },
];
export const TB_PRIORITY_MULTIPLE = { value: '3', label: 'Multiple' };

export const tbPriorityLabel = (priority: number) =>
  (TB_PRIORITY_OPTIONS[priority] ?? TB_PRIORITY_MULTIPLE).label;

import {
  contextTypes,
  FileImportSettings,
  importFlagFields,
  importTextFields,
  jobCreateMessages,
} from '@tessera/contracts';

export type ImportSettingKey = keyof FileImportSettings;

/** How a setting is edited; summaryOnly ones have no input (spec 001 section 3: pdfFilter, phpTagRegexp). */
export type ImportFieldKind =
  | 'checkbox'
  | 'text'
  | 'regexp'
  | 'xpath'
  | 'elements'
  | 'columns'
  | 'rows'
  | 'number'
  | 'encoding'
  | 'fileFormat'
  | 'segmentationRule'
  | 'choice'
  | 'summaryOnly';

/** The setting is editable only while another one has the given value. */
interface EnabledWhen {
  key: ImportSettingKey;
  value: boolean | string;
}

export interface ImportFieldDescriptor {
  section: string;
  key: ImportSettingKey;
  label: string;
  kind: ImportFieldKind;
  hint?: string;
  choices?: readonly string[];
  enabledWhen?: EnabledWhen;
}

/** What a choice value reads as in the pickers and the review. */
export const choiceLabels: Readonly<Record<string, string>> = {
  AUTO: 'Automatic',
  PREV_AND_NEXT_SEGMENT: 'Previous and next segment',
  SEGMENT_KEY: 'Segment key',
  NO_CONTEXT: 'No context',
  DownRight: 'Down, then right',
  RightDown: 'Right, then down',
  DownLeft: 'Down, then left',
  LeftDown: 'Left, then down',
  PLAIN: 'Plain',
  XPATH: 'XPath',
};

interface FieldSpec {
  key: ImportSettingKey;
  kind: ImportFieldKind;
  label?: string;
  hint?: string;
  choices?: readonly string[];
  enabledWhen?: EnabledWhen;
}

const hints: Partial<Record<ImportFieldKind, string>> = {
  regexp: jobCreateMessages.regexpHint,
  xpath: jobCreateMessages.xpathHint,
  elements: jobCreateMessages.elementsHint,
  columns: jobCreateMessages.columnsHint,
  rows: jobCreateMessages.rowsHint,
};

const acronyms: ReadonlyArray<[RegExp, string]> = [
  [/\bx path\b/g, 'XPath'],
  [/\bxpath\b/g, 'XPath'],
  [/\bhtml\b/g, 'HTML'],
  [/\bxml\b/g, 'XML'],
  [/\bxsl url\b/g, 'XSL URL'],
  [/\burls\b/g, 'URLs'],
  [/\btm\b/g, 'TM'],
  [/\bpgf\b/g, 'paragraph'],
  [/\bx refs\b/g, 'cross-references'],
];

/** 'mifExtractUsedXRefs' under prefix 'mif' reads 'Extract used cross-references'. */
export function labelOfKey(key: string, prefix: string): string {
  const rest = key.slice(prefix.length);
  const words = rest.match(/[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+/g) ?? [rest];
  let text = words.join(' ').toLowerCase();
  for (const [pattern, replacement] of acronyms) text = text.replace(pattern, replacement);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const plain: EnabledWhen = { key: 'xmlRulesFormat', value: 'PLAIN' };
const xpath: EnabledWhen = { key: 'xmlRulesFormat', value: 'XPATH' };

// The XML settings read only with the plain rules format; those naming XPath need XPATH.
const xmlPlainKeys: readonly ImportSettingKey[] = [
  'xmlIncludeExcludeTags',
  'xmlIncludeTags',
  'xmlIncludeExcludeAttributes',
  'xmlIncludeAttributes',
  'xmlLockedTags',
  'xmlLockedAttributes',
  'xmlElementsToProcessAsHtml',
  'xmlSmartHtmlSubfilter',
  'xmlInlineTags',
  'xmlSmartInlineTags',
  'xmlInlineSingleTag',
];

// A setting of its own enum in the contracts, picked from the enum's values.
const choiceOf = (key: 'msExcelCellFlow' | 'xmlRulesFormat'): FieldSpec => ({
  key,
  kind: 'choice',
  choices: FileImportSettings.shape[key].unwrap().options,
});

interface FormatSection {
  title: string;
  /** Starts the keys of the section; the labels drop it. */
  prefix: string;
  /** Settings outside the contracts' text and flag lists, shown first. */
  lead?: FieldSpec[];
  /** What a key's name does not tell. */
  overrides?: Partial<Record<ImportSettingKey, Partial<FieldSpec>>>;
  enabledWhen?(key: ImportSettingKey): EnabledWhen | undefined;
}

const general: FieldSpec[] = [
  { key: 'importEncoding', kind: 'encoding' },
  { key: 'exportEncoding', kind: 'encoding' },
  { key: 'zipCharset', kind: 'encoding', label: 'Zip file name encoding' },
  { key: 'fileFormat', kind: 'fileFormat', label: 'File format' },
  { key: 'sourceSegmentationRuleId', kind: 'segmentationRule', label: 'Source segmentation rules' },
  { key: 'targetSegmentationRuleId', kind: 'segmentationRule', label: 'Target segmentation rules' },
  { key: 'targetLength', kind: 'checkbox', label: 'Limit the target length in characters' },
  {
    key: 'targetLengthMax',
    kind: 'number',
    label: 'Maximum target length (characters)',
    enabledWhen: { key: 'targetLength', value: true },
  },
  {
    key: 'targetLengthPercent',
    kind: 'checkbox',
    label: 'Limit the target length in % of the source',
  },
  {
    key: 'targetLengthPercentValue',
    kind: 'number',
    label: 'Maximum target length (% of the source)',
    enabledWhen: { key: 'targetLengthPercent', value: true },
  },
  { key: 'contextType', kind: 'choice', label: 'Context type', choices: contextTypes },
  { key: 'pdfFilter', kind: 'summaryOnly', label: 'PDF filter' },
  { key: 'phpTagRegexp', kind: 'summaryOnly', label: 'PHP tag regexp' },
];

// The format sections of spec 001 section 3 "File import settings", in the spec's order.
const formats: readonly FormatSection[] = [
  { title: 'Adobe FrameMaker', prefix: 'mif' },
  {
    title: 'Adobe InDesign',
    prefix: 'idml',
    overrides: { idmlTargetFont: { enabledWhen: { key: 'idmlReplaceFont', value: true } } },
  },
  { title: 'Android Strings', prefix: 'androidString' },
  {
    title: 'CSV',
    prefix: 'csv',
    lead: [{ key: 'csvDelimiter', kind: 'text', hint: jobCreateMessages.delimiterHint }],
  },
  { title: 'DITA', prefix: 'dita' },
  { title: 'DocBook', prefix: 'docBook' },
  { title: 'HTML', prefix: 'html' },
  { title: 'iOS Strings', prefix: 'macStrings' },
  { title: 'JSON', prefix: 'json' },
  { title: 'Markdown', prefix: 'markdown' },
  {
    title: 'Microsoft Excel',
    prefix: 'msExcel',
    lead: [choiceOf('msExcelCellFlow')],
  },
  { title: 'Microsoft PowerPoint', prefix: 'msPowerPoint' },
  { title: 'Microsoft Word', prefix: 'msWord' },
  { title: 'Multilingual XML', prefix: 'multilingualXml' },
  { title: 'PO gettext', prefix: 'po' },
  { title: 'Properties', prefix: 'properties' },
  { title: 'Quark Tag', prefix: 'quarkTag' },
  { title: 'Trados TTX', prefix: 'ttx' },
  { title: 'TXT', prefix: 'txt' },
  { title: 'Windows RESX', prefix: 'resx' },
  {
    title: 'XLIFF 1.2',
    prefix: 'xlf',
    overrides: { xlfContextType: { kind: 'choice', choices: contextTypes } },
  },
  { title: 'XLIFF 2.0', prefix: 'xlf2' },
  { title: 'SDL XLIFF', prefix: 'sdlXlf' },
  {
    title: 'XML',
    prefix: 'xml',
    lead: [choiceOf('xmlRulesFormat')],
    overrides: {
      xmlCharacterEntitiesToPreserveOnExport: { kind: 'elements' },
      xmlElementsToProcessAsHtml: { kind: 'elements' },
    },
    enabledWhen: (key) =>
      /X[Pp]ath/.test(key) ? xpath : xmlPlainKeys.includes(key) ? plain : undefined,
  },
  { title: 'YAML', prefix: 'yaml' },
];

const flagKeys: ReadonlySet<string> = new Set(importFlagFields);

/** 'csvImportColumns' is a columns pattern, 'xlf2ContextKeyXPath' an XPath, a flag a checkbox. */
function kindOfKey(key: ImportSettingKey): ImportFieldKind {
  if (flagKeys.has(key)) return 'checkbox';
  if (/Regexp$/.test(key)) return 'regexp';
  if (/X[Pp]ath$/.test(key)) return 'xpath';
  if (/Columns?$/.test(key)) return 'columns';
  if (/Rows$/.test(key)) return 'rows';
  if (/(Elements|Tags?|Attributes)$/.test(key)) return 'elements';
  return 'text';
}

// 'xlf' must not take the 'xlf2' keys: the prefix ends where a capital letter starts a word.
const inSection = (key: string, prefix: string) =>
  key.startsWith(prefix) && /^[A-Z]/.test(key.slice(prefix.length));

function fieldsOf(section: FormatSection): FieldSpec[] {
  const keys = [...importTextFields, ...importFlagFields].filter((key) =>
    inSection(key, section.prefix),
  );
  const derived = keys.map((key) => ({
    key,
    kind: kindOfKey(key),
    enabledWhen: section.enabledWhen?.(key),
    ...section.overrides?.[key],
  }));
  return [...(section.lead ?? []), ...derived];
}

/** A field a checkbox enables follows it; fields one choice value enables come together. */
function ordered(fields: FieldSpec[]): FieldSpec[] {
  const choiceRank = (field: FieldSpec) => {
    const rule = field.enabledWhen;
    if (typeof rule?.value !== 'string') return 0;
    const choices = fields.find((candidate) => candidate.key === rule.key)?.choices ?? [];
    return 1 + choices.indexOf(rule.value);
  };
  const followsCheckbox = (field: FieldSpec) => typeof field.enabledWhen?.value === 'boolean';
  const ranked = fields
    .filter((field) => !followsCheckbox(field))
    .sort((a, b) => choiceRank(a) - choiceRank(b));
  return ranked.flatMap((field) => [
    field,
    ...fields.filter(
      (dependent) => followsCheckbox(dependent) && dependent.enabledWhen?.key === field.key,
    ),
  ]);
}

const sections: ReadonlyArray<{ title: string; prefix: string; fields: FieldSpec[] }> = [
  { title: 'General', prefix: '', fields: general },
  ...formats.map((section) => ({ ...section, fields: ordered(fieldsOf(section)) })),
];

export const importSectionTitles: readonly string[] = sections.map((section) => section.title);

/** Every file import setting once, with its section, label, kind, hint and enabling rule. */
export const importFields: readonly ImportFieldDescriptor[] = sections.flatMap((section) =>
  section.fields.map((field) => ({
    ...field,
    section: section.title,
    label: field.label ?? labelOfKey(field.key, section.prefix),
    hint: field.hint ?? hints[field.kind],
  })),
);

export function isFieldEnabled(
  field: ImportFieldDescriptor,
  settings: FileImportSettings,
): boolean {
  return !field.enabledWhen || settings[field.enabledWhen.key] === field.enabledWhen.value;
}

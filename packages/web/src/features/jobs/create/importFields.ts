import { contextTypes, jobCreateMessages, type FileImportSettings } from '@tessera/contracts';

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

const flags = (...keys: ImportSettingKey[]): FieldSpec[] =>
  keys.map((key) => ({ key, kind: 'checkbox' }));
const plain: EnabledWhen = { key: 'xmlRulesFormat', value: 'PLAIN' };
const xpath: EnabledWhen = { key: 'xmlRulesFormat', value: 'XPATH' };

// The sections of spec 001 section 3 "File import settings", in the spec's order, with the
// prefix their labels drop.
const sections: ReadonlyArray<{ title: string; prefix: string; fields: FieldSpec[] }> = [
  {
    title: 'General',
    prefix: '',
    fields: [
      { key: 'importEncoding', kind: 'encoding' },
      { key: 'exportEncoding', kind: 'encoding' },
      { key: 'zipCharset', kind: 'encoding', label: 'Zip file name encoding' },
      { key: 'fileFormat', kind: 'fileFormat', label: 'File format' },
      {
        key: 'sourceSegmentationRuleId',
        kind: 'segmentationRule',
        label: 'Source segmentation rules',
      },
      {
        key: 'targetSegmentationRuleId',
        kind: 'segmentationRule',
        label: 'Target segmentation rules',
      },
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
    ],
  },
  {
    title: 'Adobe FrameMaker',
    prefix: 'mif',
    fields: flags(
      'mifExtractBodyPages',
      'mifExtractReferencePages',
      'mifExtractCustomReferencePages',
      'mifExtractDefaultReferencePages',
      'mifExtractMasterPages',
      'mifExtractHiddenPages',
      'mifExtractVariables',
      'mifExtractUsedVariables',
      'mifExtractIndexMarkers',
      'mifExtractLinks',
      'mifExtractXRefs',
      'mifExtractUsedXRefs',
      'mifExtractPgfNumberFormats',
      'mifExtractUsedPgfNumberFormats',
      'mifExtractHiddenConditionalText',
    ),
  },
  {
    title: 'Adobe InDesign',
    prefix: 'idml',
    fields: [
      { key: 'idmlTagRegexp', kind: 'regexp' },
      { key: 'idmlReplaceFont', kind: 'checkbox' },
      { key: 'idmlTargetFont', kind: 'text', enabledWhen: { key: 'idmlReplaceFont', value: true } },
      ...flags(
        'idmlKeepKerning',
        'idmlKeepTracking',
        'idmlExtractNotes',
        'idmlSimplifyCodes',
        'idmlExtractMasterSpreads',
        'idmlExtractInvisibleLayers',
        'idmlExtractHiddenConditionalText',
        'idmlExtractLockedLayer',
        'idmlRemoveXmlElements',
      ),
    ],
  },
  {
    title: 'Android Strings',
    prefix: 'androidString',
    fields: [{ key: 'androidStringTagRegexp', kind: 'regexp' }],
  },
  {
    title: 'CSV',
    prefix: 'csv',
    fields: [
      { key: 'csvDelimiter', kind: 'text', hint: jobCreateMessages.delimiterHint },
      { key: 'csvTagRegexp', kind: 'regexp' },
      { key: 'csvImportColumns', kind: 'columns' },
      { key: 'csvImportRows', kind: 'rows' },
      { key: 'csvContextNoteColumns', kind: 'columns' },
      { key: 'csvContextKeyColumn', kind: 'columns' },
      { key: 'csvMaxLengthColumn', kind: 'columns' },
      ...flags('csvUseHtmlSubfilter'),
    ],
  },
  {
    title: 'DITA',
    prefix: 'dita',
    fields: [
      { key: 'ditaTranslatableElements', kind: 'elements' },
      { key: 'ditaSkipElements', kind: 'elements' },
      { key: 'ditaInlineElements', kind: 'elements' },
      { key: 'ditaInlineSingleElements', kind: 'elements' },
    ],
  },
  {
    title: 'DocBook',
    prefix: 'docBook',
    fields: [
      { key: 'docBookTranslatableElements', kind: 'elements' },
      { key: 'docBookSkipElements', kind: 'elements' },
      { key: 'docBookInlineElements', kind: 'elements' },
      { key: 'docBookInlineSingleElements', kind: 'elements' },
    ],
  },
  {
    title: 'HTML',
    prefix: 'html',
    fields: [
      { key: 'htmlTagRegexp', kind: 'regexp' },
      { key: 'htmlTranslatableMetaTagRegexp', kind: 'regexp' },
      { key: 'htmlCharacterEntitiesToConvertToTags', kind: 'elements' },
      { key: 'htmlExcludeElements', kind: 'elements' },
      ...flags('htmlBreakTagCreatesSegment', 'htmlUnknownTagCreatesTag', 'htmlPreserveWhitespace'),
    ],
  },
  {
    title: 'iOS Strings',
    prefix: 'macStrings',
    fields: [
      { key: 'macStringsTagRegexp', kind: 'regexp' },
      ...flags('macStringsUseHtmlSubfilter'),
    ],
  },
  {
    title: 'JSON',
    prefix: 'json',
    fields: [
      { key: 'jsonTagRegexp', kind: 'regexp' },
      { key: 'jsonIncludedKeysRegexp', kind: 'regexp' },
      { key: 'jsonContextNotePath', kind: 'text' },
      { key: 'jsonMaxLengthPath', kind: 'text' },
      ...flags('jsonUseHtmlSubfilter'),
    ],
  },
  {
    title: 'Markdown',
    prefix: 'markdown',
    fields: flags(
      'markdownConvertToTags',
      'markdownTranslateImageAltText',
      'markdownTranslateHeaderMetadata',
      'markdownTranslateCodeBlocks',
      'markdownTranslateInlineCodeBlocks',
      'markdownTranslateUrls',
    ),
  },
  {
    title: 'Microsoft Excel',
    prefix: 'msExcel',
    fields: [
      { key: 'msExcelTagRegexp', kind: 'regexp' },
      {
        key: 'msExcelCellFlow',
        kind: 'choice',
        choices: ['DownRight', 'RightDown', 'DownLeft', 'LeftDown'],
      },
      ...flags(
        'msExcelUseHtmlSubfilter',
        'msExcelExtractSheetNames',
        'msExcelExtractComments',
        'msExcelExtractHidden',
        'msExcelExtractOther',
      ),
    ],
  },
  {
    title: 'Microsoft PowerPoint',
    prefix: 'msPowerPoint',
    fields: flags(
      'msPowerPointExtractNotes',
      'msPowerPointExtractMasterSlides',
      'msPowerPointExtractHidden',
      'msPowerPointExtractOther',
    ),
  },
  {
    title: 'Microsoft Word',
    prefix: 'msWord',
    fields: [
      { key: 'msWordTagRegexp', kind: 'regexp' },
      { key: 'msWordTargetFont', kind: 'text' },
      ...flags(
        'msWordExtractComments',
        'msWordExtractIndexes',
        'msWordExtractHyperlinkTarget',
        'msWordExtractProperties',
        'msWordExtractHidden',
        'msWordExtractOther',
        'msWordJoinSimilarRuns',
      ),
    ],
  },
  {
    title: 'Multilingual XML',
    prefix: 'multilingualXml',
    fields: [
      { key: 'multilingualXmlTagRegexp', kind: 'regexp' },
      { key: 'multilingualXmlTranslatableElementsXPath', kind: 'xpath' },
      { key: 'multilingualXmlSourceElementsXPath', kind: 'xpath' },
      { key: 'multilingualXmlTargetElementsXPath', kind: 'xpath' },
      { key: 'multilingualXmlNonTranslatableInlineElementsXPath', kind: 'xpath' },
      { key: 'multilingualXmlContextNoteXPath', kind: 'xpath' },
      { key: 'multilingualXmlContextKeyXPath', kind: 'xpath' },
      { key: 'multilingualXmlMaxLengthXPath', kind: 'xpath' },
      ...flags(
        'multilingualXmlSegment',
        'multilingualXmlUseHtmlSubfilter',
        'multilingualXmlPreserveWhitespace',
      ),
    ],
  },
  {
    title: 'PO gettext',
    prefix: 'po',
    fields: [{ key: 'poTagRegexp', kind: 'regexp' }, ...flags('poExportMultilineStrings')],
  },
  {
    title: 'Properties',
    prefix: 'properties',
    fields: [
      { key: 'propertiesTagRegexp', kind: 'regexp' },
      ...flags('propertiesEscapeAllBackslashes', 'propertiesSmartHtmlSubfilter'),
    ],
  },
  { title: 'Quark Tag', prefix: 'quarkTag', fields: flags('quarkTagRemoveKerningTrackingTags') },
  { title: 'Trados TTX', prefix: 'ttx', fields: flags('ttxSaveConfirmedSegments') },
  {
    title: 'TXT',
    prefix: 'txt',
    fields: [
      { key: 'txtTagRegexp', kind: 'regexp' },
      { key: 'txtTranslatableTextRegexp', kind: 'regexp' },
    ],
  },
  { title: 'Windows RESX', prefix: 'resx', fields: [{ key: 'resxTagRegexp', kind: 'regexp' }] },
  {
    title: 'XLIFF 1.2',
    prefix: 'xlf',
    fields: [
      { key: 'xlfDoNotImportSegmentWhenRules', kind: 'text' },
      { key: 'xlfConfirmSegmentWhenRules', kind: 'text' },
      { key: 'xlfLockSegmentWhenRules', kind: 'text' },
      { key: 'xlfExportConfirmedLockedRules', kind: 'text' },
      { key: 'xlfExportConfirmedNotLockedRules', kind: 'text' },
      { key: 'xlfExportNotConfirmedLockedRules', kind: 'text' },
      { key: 'xlfExportNotConfirmedNotLockedRules', kind: 'text' },
      { key: 'xlfContextType', kind: 'text' },
      ...flags(
        'xlfExtractNote',
        'xlfSaveConfirmedSegmentsToTMOnImport',
        'xlfSegment',
        'xlfInterpretLineBreaksTags',
        'xlfPreserveWhitespace',
        'xlfCopySourceToTargetIfSegmentNotImported',
      ),
    ],
  },
  {
    title: 'XLIFF 2.0',
    prefix: 'xlf2',
    fields: [
      { key: 'xlf2SkipImportRules', kind: 'text' },
      { key: 'xlf2ConfirmSegmentWhenRules', kind: 'text' },
      { key: 'xlf2LockSegmentWhenRules', kind: 'text' },
      { key: 'xlf2ExportConfirmedLockedRules', kind: 'text' },
      { key: 'xlf2ExportConfirmedNotLockedRules', kind: 'text' },
      { key: 'xlf2ExportNotConfirmedLockedRules', kind: 'text' },
      { key: 'xlf2ExportNotConfirmedNotLockedRules', kind: 'text' },
      { key: 'xlf2ContextKeyXPath', kind: 'xpath' },
      ...flags(
        'xlf2ImportNotes',
        'xlf2SaveConfirmedSegmentsToTMOnImport',
        'xlf2Segment',
        'xlf2InterpretLineBreakTags',
        'xlf2PreserveWhitespace',
        'xlf2CopySourceToTargetIfSegmentNotImported',
        'xlf2RespectTranslateAttribute',
      ),
    ],
  },
  {
    title: 'SDL XLIFF',
    prefix: 'sdlXlf',
    fields: [
      { key: 'sdlXlfSkipImportRules', kind: 'text' },
      { key: 'sdlXlfImportAsConfirmedRules', kind: 'text' },
      { key: 'sdlXlfImportAsLockedRules', kind: 'text' },
      { key: 'sdlXlfExportAttrsWhenConfirmedAndLocked', kind: 'text' },
      { key: 'sdlXlfExportAttrsWhenConfirmedAndNotLocked', kind: 'text' },
      { key: 'sdlXlfExportAttrsWhenNotConfirmedAndLocked', kind: 'text' },
      { key: 'sdlXlfExportAttrsWhenNotConfirmedAndNotLocked', kind: 'text' },
      ...flags('sdlXlfSaveConfirmedSegments'),
    ],
  },
  {
    title: 'XML',
    prefix: 'xml',
    fields: [
      { key: 'xmlRulesFormat', kind: 'choice', choices: ['PLAIN', 'XPATH'] },
      { key: 'xmlTagRegexp', kind: 'regexp' },
      { key: 'xmlCharacterEntitiesToPreserveOnExport', kind: 'elements' },
      { key: 'xmlXslUrl', kind: 'text' },
      { key: 'xmlIncludeExcludeTags', kind: 'checkbox', enabledWhen: plain },
      { key: 'xmlIncludeTags', kind: 'elements', enabledWhen: plain },
      { key: 'xmlIncludeExcludeAttributes', kind: 'checkbox', enabledWhen: plain },
      { key: 'xmlIncludeAttributes', kind: 'elements', enabledWhen: plain },
      { key: 'xmlLockedTags', kind: 'elements', enabledWhen: plain },
      { key: 'xmlLockedAttributes', kind: 'elements', enabledWhen: plain },
      { key: 'xmlElementsToProcessAsHtml', kind: 'elements', enabledWhen: plain },
      { key: 'xmlSmartHtmlSubfilter', kind: 'checkbox', enabledWhen: plain },
      { key: 'xmlInlineTags', kind: 'elements', enabledWhen: plain },
      { key: 'xmlSmartInlineTags', kind: 'checkbox', enabledWhen: plain },
      { key: 'xmlInlineSingleTag', kind: 'elements', enabledWhen: plain },
      { key: 'xmlElementsAndAttributesXPath', kind: 'xpath', enabledWhen: xpath },
      { key: 'xmlLockedElementsAndAttributesXPath', kind: 'xpath', enabledWhen: xpath },
      { key: 'xmlInlineElementsXPath', kind: 'xpath', enabledWhen: xpath },
      { key: 'xmlXpathSmartInlineElement', kind: 'checkbox', enabledWhen: xpath },
      { key: 'xmlInlineSingleElementXPath', kind: 'xpath', enabledWhen: xpath },
      { key: 'xmlSubfilterElementsXPath', kind: 'xpath', enabledWhen: xpath },
      { key: 'xmlXPathSmartHtmlSubfilter', kind: 'checkbox', enabledWhen: xpath },
      { key: 'xmlPreserveWhitespaceXPath', kind: 'xpath', enabledWhen: xpath },
      { key: 'xmlContextNoteXPath', kind: 'xpath', enabledWhen: xpath },
      { key: 'xmlMaxLengthXPath', kind: 'xpath', enabledWhen: xpath },
      { key: 'xmlContextKeyXPath', kind: 'xpath', enabledWhen: xpath },
      ...flags(
        'xmlSegment',
        'xmlImportEntities',
        'xmlEscapeUnresolvedEntities',
        'xmlIgnorePreprocessingInstructions',
      ),
    ],
  },
  {
    title: 'YAML',
    prefix: 'yaml',
    fields: [
      { key: 'yamlTagRegexp', kind: 'regexp' },
      { key: 'yamlContextKeyRegexp', kind: 'regexp' },
      { key: 'yamlContextNoteRegexp', kind: 'regexp' },
      ...flags('yamlUseHtmlSubfilter'),
    ],
  },
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

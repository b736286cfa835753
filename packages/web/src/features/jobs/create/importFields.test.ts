import { describe, expect, test } from 'vitest';
import { FileImportSettings, importFlagFields, importTextFields } from '@tessera/contracts';
import { importFields, importSectionTitles, labelOfKey } from './importFields';

// Every key of the schema: the text and flag lists plus the fields with their own types.
const settingKeys = Object.keys(FileImportSettings.shape);

describe('the import settings descriptor', () => {
  test('holds every field of FileImportSettings exactly once', () => {
    const keys = importFields.map((field) => field.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual([...settingKeys].sort());
    for (const key of [...importTextFields, ...importFlagFields]) expect(keys).toContain(key);
  });

  test('draws every flag as a checkbox and no text as one', () => {
    const kindOf = new Map(importFields.map((field) => [field.key, field.kind]));
    for (const key of importFlagFields) expect(kindOf.get(key)).toBe('checkbox');
    for (const key of importTextFields) expect(kindOf.get(key)).not.toBe('checkbox');
  });

  test('has the 26 sections of the spec in order', () => {
    expect(importSectionTitles).toEqual([
      'General',
      'Adobe FrameMaker',
      'Adobe InDesign',
      'Android Strings',
      'CSV',
      'DITA',
      'DocBook',
      'HTML',
      'iOS Strings',
      'JSON',
      'Markdown',
      'Microsoft Excel',
      'Microsoft PowerPoint',
      'Microsoft Word',
      'Multilingual XML',
      'PO gettext',
      'Properties',
      'Quark Tag',
      'Trados TTX',
      'TXT',
      'Windows RESX',
      'XLIFF 1.2',
      'XLIFF 2.0',
      'SDL XLIFF',
      'XML',
      'YAML',
    ]);
  });

  test('shows the column pattern examples under the CSV column fields', () => {
    const columns = importFields.find((field) => field.key === 'csvImportColumns');
    expect(columns?.hint).toContain("'-2,4,7-9'");
  });

  test('keeps the XLIFF 2.0 keys out of XLIFF 1.2', () => {
    const sectionOf = new Map(importFields.map((field) => [field.key, field.section]));
    expect(sectionOf.get('xlfSegment')).toBe('XLIFF 1.2');
    expect(sectionOf.get('xlf2Segment')).toBe('XLIFF 2.0');
    expect(sectionOf.get('sdlXlfSaveConfirmedSegments')).toBe('SDL XLIFF');
    expect(sectionOf.get('multilingualXmlSegment')).toBe('Multilingual XML');
  });

  test('puts a field a checkbox enables right after that checkbox', () => {
    const keys = importFields.map((field) => field.key);
    expect(keys[keys.indexOf('idmlReplaceFont') + 1]).toBe('idmlTargetFont');
    expect(keys[keys.indexOf('targetLength') + 1]).toBe('targetLengthMax');
  });

  test('shows the XML XPath fields only with the XPath rules format', () => {
    const rules = importFields.filter((field) => field.enabledWhen?.key === 'xmlRulesFormat');
    const xpathKeys = rules.filter((field) => field.enabledWhen?.value === 'XPATH');
    expect(xpathKeys.map((field) => field.key)).toContain('xmlXpathSmartInlineElement');
    expect(xpathKeys.every((field) => /X[Pp]ath/.test(field.key))).toBe(true);
    expect(rules.find((field) => field.key === 'xmlIncludeTags')?.enabledWhen?.value).toBe('PLAIN');
  });

  test('labels keys without their prefix', () => {
    expect(labelOfKey('mifExtractUsedXRefs', 'mif')).toBe('Extract used cross-references');
    expect(labelOfKey('jsonIncludedKeysRegexp', 'json')).toBe('Included keys regexp');
    expect(labelOfKey('xmlXPathSmartHtmlSubfilter', 'xml')).toBe('XPath smart HTML subfilter');
  });
});

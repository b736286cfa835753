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

  test('labels keys without their prefix', () => {
    expect(labelOfKey('mifExtractUsedXRefs', 'mif')).toBe('Extract used cross-references');
    expect(labelOfKey('jsonIncludedKeysRegexp', 'json')).toBe('Included keys regexp');
    expect(labelOfKey('xmlXPathSmartHtmlSubfilter', 'xml')).toBe('XPath smart HTML subfilter');
  });
});

import { importFlagDefaults, importFlagFields } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { flagSetting } from '../src/formatSettings/index.js';

describe('flagSetting', () => {
  it('takes the default of the import wizard for every unset flag', () => {
    for (const field of importFlagFields)
      expect(flagSetting({}, field), field).toBe(importFlagDefaults[field]);
  });

  it('reads the boolean the settings hold', () => {
    expect(flagSetting({ xlfSegment: false }, 'xlfSegment')).toBe(false);
    expect(flagSetting({ csvUseHtmlSubfilter: true }, 'csvUseHtmlSubfilter')).toBe(true);
  });
});

import { describe, expect, test } from 'vitest';
import type { MachineTranslateSettings } from '@tessera/contracts';
import { emptyForm } from './projectForm';
import { withUserDefault } from './useWizardLookups';

const engine = (id: number, isDefault: boolean): MachineTranslateSettings => ({
  id,
  name: `Engine ${id}`,
  type: 'LIBRETRANSLATE',
  baseUrl: 'https://mt.tessera.example',
  hasApiKey: false,
  isDefault,
});
const engines = [engine(1, true), engine(2, false)];

describe("a new project's machine translation engine (spec 000 section 3)", () => {
  test("is the user's default setting when it is in the list", () => {
    expect(emptyForm(withUserDefault(engines, 2)).machineTranslateSettingsId).toBe(2);
  });

  test("is the organization's default when the user has none, or one not in the list", () => {
    expect(emptyForm(withUserDefault(engines, null)).machineTranslateSettingsId).toBe(1);
    expect(emptyForm(withUserDefault(engines, 9)).machineTranslateSettingsId).toBe(1);
  });
});

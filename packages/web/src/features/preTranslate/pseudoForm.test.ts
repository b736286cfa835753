import { describe, expect, test } from 'vitest';
import {
  PreTranslateSettings,
  PseudoTranslateRequest,
  preTranslateMessages,
} from '@tessera/contracts';
import {
  defaultPseudoForm,
  initialPseudoForm,
  lengthLabel,
  pseudoErrors,
  pseudoRequest,
} from './pseudoForm';

const selection = { projectUid: 'p1', jobPartIds: [3], level: 2, selectAllOnServer: false };

describe('pseudo-translate form', () => {
  test("starts with the spec's defaults, or the project's pseudo-translate settings", () => {
    expect(defaultPseudoForm).toEqual({ replacement: '$', prefix: '', suffix: '', length: 1 });
    expect(initialPseudoForm(undefined)).toEqual(defaultPseudoForm);
    const project = PreTranslateSettings.parse({
      pseudoTranslateReplacement: '#',
      pseudoTranslatePrefix: '[',
      pseudoTranslateSuffix: ']',
      pseudoTranslateLength: 1.3,
    });
    expect(initialPseudoForm(project)).toEqual({
      replacement: '#',
      prefix: '[',
      suffix: ']',
      length: 1.3,
    });
    // A length the request would refuse (none of the choices) starts at 100%.
    const odd = PreTranslateSettings.parse({ pseudoTranslateLength: 0.75 });
    expect(initialPseudoForm(odd).length).toBe(1);
  });

  test('sends every field with the selection, as the request accepts it', () => {
    const form = { replacement: '~', prefix: '<<', suffix: '>>', length: 2 };
    const request = pseudoRequest(selection, form);
    expect(PseudoTranslateRequest.parse(request)).toEqual({ ...selection, ...form });
  });

  test('refuses texts longer than the request allows', () => {
    expect(pseudoErrors(defaultPseudoForm)).toEqual({});
    const errors = pseudoErrors({ ...defaultPseudoForm, replacement: 'x'.repeat(11) });
    expect(errors).toEqual({
      replacement: preTranslateMessages.pseudoTextTooLong.replace('{max}', '10'),
    });
  });

  test('labels the lengths in percent', () => {
    expect([0.1, 0.7, 1, 1.1, 2].map(lengthLabel)).toEqual(['10%', '70%', '100%', '110%', '200%']);
  });
});

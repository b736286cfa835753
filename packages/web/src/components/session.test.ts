import { describe, expect, test } from 'vitest';
import { isInternalEmail } from './session';

describe('isInternalEmail', () => {
  test('compares the email domain with the internal ones, ignoring case', () => {
    expect(isInternalEmail('ada@Tessera.Example', ['tessera.example'])).toBe(true);
    expect(isInternalEmail('ext@vendor.example', ['tessera.example'])).toBe(false);
    expect(isInternalEmail('ada@sub.tessera.example', ['tessera.example'])).toBe(false);
    expect(isInternalEmail('', ['tessera.example'])).toBe(false);
    expect(isInternalEmail('no-at-sign', [])).toBe(false);
  });
});

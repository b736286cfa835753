import { describe, expect, test } from 'vitest';
import { isLocalPath, parseLegacyMessage } from './legacyMessages';

describe('legacy page messages', () => {
  test('reads a LOAD_PATH message', () => {
    expect(
      parseLegacyMessage({
        type: 'LOAD_PATH',
        path: '/web/transMemory/show/7',
        title: 'TM 7',
        features: { navigation: false },
        item: { title: 'Marketing TM', path: '/web/transMemory/show/7' },
        csrfToken: 'token',
        method: 'post',
      }),
    ).toEqual({
      type: 'LOAD_PATH',
      path: '/web/transMemory/show/7',
      title: 'TM 7',
      features: { navigation: false },
      item: { title: 'Marketing TM', path: '/web/transMemory/show/7' },
      csrfToken: 'token',
      method: 'POST',
    });
  });

  test('fills what a LOAD_PATH message leaves out', () => {
    expect(parseLegacyMessage({ type: 'LOAD_PATH', path: '/web/x' })).toEqual({
      type: 'LOAD_PATH',
      path: '/web/x',
      title: null,
      features: {},
      item: null,
      csrfToken: null,
      method: 'GET',
    });
  });

  test('reads a NAVIGATE_PATH message', () => {
    expect(parseLegacyMessage({ type: 'NAVIGATE_PATH', path: '/web/project/list' })).toEqual({
      type: 'NAVIGATE_PATH',
      path: '/web/project/list',
    });
  });

  test('ignores other messages and paths that leave the origin', () => {
    expect(parseLegacyMessage('LOAD_PATH')).toBeNull();
    expect(parseLegacyMessage({ type: 'OTHER', path: '/web' })).toBeNull();
    expect(parseLegacyMessage({ type: 'NAVIGATE_PATH', path: '//evil.example/web' })).toBeNull();
    expect(parseLegacyMessage({ type: 'NAVIGATE_PATH', path: 'https://evil.example' })).toBeNull();
    expect(isLocalPath('/\\evil.example')).toBe(false);
  });
});

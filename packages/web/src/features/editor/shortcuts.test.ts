import { describe, expect, test } from 'vitest';
import { commandOf, type KeyPress } from './shortcuts';

const press = (key: string, keys: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...keys,
});

describe('editor shortcuts', () => {
  test('Ctrl+Enter (or Cmd+Enter) confirms; Enter alone types', () => {
    expect(commandOf(press('Enter', { ctrlKey: true }))).toBe('confirm');
    expect(commandOf(press('Enter', { metaKey: true }))).toBe('confirm');
    expect(commandOf(press('Enter'))).toBeNull();
    expect(commandOf(press('Enter', { ctrlKey: true, shiftKey: true }))).toBeNull();
  });

  test('Ctrl+Shift+S copies the source, whatever the case of the key', () => {
    expect(commandOf(press('S', { ctrlKey: true, shiftKey: true }))).toBe('copySource');
    expect(commandOf(press('s', { ctrlKey: true, shiftKey: true }))).toBe('copySource');
    expect(commandOf(press('s', { ctrlKey: true }))).toBeNull();
  });

  test('F8 inserts the next missing tag', () => {
    expect(commandOf(press('F8'))).toBe('insertTag');
    expect(commandOf(press('F8', { ctrlKey: true }))).toBeNull();
  });

  test('Alt+arrows move between segments; arrows alone move the caret', () => {
    expect(commandOf(press('ArrowDown', { altKey: true }))).toBe('next');
    expect(commandOf(press('ArrowUp', { altKey: true }))).toBe('previous');
    expect(commandOf(press('ArrowDown'))).toBeNull();
  });

  test('Ctrl+1…9 insert the n-th TM match; the digit alone types', () => {
    expect(commandOf(press('1', { ctrlKey: true }))).toEqual({ insertMatch: 1 });
    expect(commandOf(press('9', { metaKey: true }))).toEqual({ insertMatch: 9 });
    expect(commandOf(press('0', { ctrlKey: true }))).toBeNull();
    expect(commandOf(press('3'))).toBeNull();
    expect(commandOf(press('3', { ctrlKey: true, altKey: true }))).toBeNull();
  });
});

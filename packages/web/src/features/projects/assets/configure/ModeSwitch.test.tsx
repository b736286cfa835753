// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { assetMessages } from '@tessera/contracts';
import { ModeSwitch, type ConfigureMode } from './ModeSwitch';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

describe('the configuration mode switch', () => {
  let container: HTMLDivElement;
  let root: Root;
  let switched: ConfigureMode[];

  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    switched = [];
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  const render = (changed: boolean) =>
    act(() =>
      root.render(
        <ModeSwitch mode="perLocale" changed={changed} onSwitch={(mode) => switched.push(mode)} />,
      ),
    );
  const chooseAllLocales = () => {
    const button = [...container.querySelectorAll('button')].find(
      (candidate) => candidate.textContent === 'All locales',
    );
    act(() => button?.click());
  };
  const asks = () => document.body.textContent?.includes(assetMessages.configureModeSwitch);

  test('with nothing changed it switches at once, without asking', () => {
    render(false);
    chooseAllLocales();
    expect(switched).toEqual(['allLocales']);
    expect(asks()).toBe(false);
  });

  test('with unsaved changes it asks first', () => {
    render(true);
    chooseAllLocales();
    expect(switched).toEqual([]);
    expect(asks()).toBe(true);
  });
});

// @vitest-environment jsdom
import { act } from 'react';
import { beforeEach, describe, expect, test } from 'vitest';
import { assetMessages } from '@tessera/contracts';
import { ModeSwitch, type ConfigureMode } from './ModeSwitch';
import { useMountedRoot } from '../../../../testing/mountedRoot';

describe('the configuration mode switch', () => {
  const mounted = useMountedRoot();
  let switched: ConfigureMode[];

  beforeEach(() => {
    switched = [];
  });

  const render = (changed: boolean) =>
    act(() =>
      mounted.root.render(
        <ModeSwitch mode="perLocale" changed={changed} onSwitch={(mode) => switched.push(mode)} />,
      ),
    );
  const chooseAllLocales = () => {
    const button = [...mounted.container.querySelectorAll('button')].find(
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

import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

/** A test's React root and the container on the page it renders into. */
export interface MountedRoot {
  readonly container: HTMLDivElement;
  readonly root: Root;
}

/** For each test of the suite, a React root in a container on the page; unmounted after it. */
export function useMountedRoot(): MountedRoot {
  let container: HTMLDivElement | undefined;
  let root: Root | undefined;
  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
  });
  return {
    get container() {
      if (!container) throw new Error('no container outside a test');
      return container;
    },
    get root() {
      if (!root) throw new Error('no root outside a test');
      return root;
    },
  };
}

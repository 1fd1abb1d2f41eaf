// For component tests in jsdom: a fresh React root in a container attached to the document for each test,
// unmounted and removed after it (act() warns unless the act environment is declared).
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface DomRoot {
  readonly root: Root;
  readonly container: HTMLDivElement;
}

/** Call at module level; read `root` and `container` inside a test (each test gets new ones). */
export function domRootPerTest(): DomRoot {
  let container: HTMLDivElement | undefined;
  let root: Root | undefined;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
  });
  return {
    get root() {
      if (!root) throw new Error('domRootPerTest: read root inside a test');
      return root;
    },
    get container() {
      if (!container) throw new Error('domRootPerTest: read container inside a test');
      return container;
    },
  };
}

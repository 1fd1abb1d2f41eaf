// Rendering a router in jsdom for the router's own tests.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from './router-provider';
import type { Router } from './types';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  container: HTMLDivElement;
  text: () => string;
  /** Clicks; `leftToBrowser`: the app did not take the click (jsdom is then kept from following it). */
  click: (selector: string, init?: MouseEventInit) => Promise<{ leftToBrowser: boolean }>;
  settle: () => Promise<void>;
  unmount: () => void;
}

/** Lets pending promises (lazy modules) and the React work they cause finish. */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

export async function renderRouter(router: Router): Promise<Rendered> {
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | undefined;
  await act(async () => {
    root = createRoot(container);
    root.render(<RouterProvider router={router} />);
  });
  return {
    container,
    text: () => container.textContent ?? '',
    async click(selector, init = {}) {
      const el = container.querySelector(selector);
      if (!el) throw new Error(`missing ${selector}`);
      let leftToBrowser = false;
      const watch = (event: Event) => {
        leftToBrowser = !event.defaultPrevented;
        event.preventDefault();
      };
      document.addEventListener('click', watch, { once: true });
      await act(async () => {
        el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
      });
      await settle();
      return { leftToBrowser };
    },
    settle,
    unmount() {
      act(() => root?.unmount());
      container.remove();
      router.dispose();
    },
  };
}

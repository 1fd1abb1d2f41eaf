// @vitest-environment jsdom
// ScrollRestoration with the browser's history: a new page starts at the top or at its #fragment, a
// search box that keeps its place does not scroll, back returns to the position the page was left at.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBrowserRouter } from './create-router';
import { Outlet } from './router-provider';
import { ScrollRestoration } from './scroll-restoration';
import { renderRouter, settle, type Rendered } from './test-support';
import type { Router } from './types';

let view: Rendered | undefined;
let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  scrollTo = vi.fn((_x: number, y: number) =>
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true }),
  );
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  view?.unmount();
  view = undefined;
});

function scrolledTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

/** Back in the browser's history; resolves once jsdom has fired popstate and the page has rendered. */
async function back(): Promise<void> {
  await act(async () => {
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await popped;
  });
  await settle();
}

async function setup(): Promise<Router> {
  const router = createBrowserRouter([
    {
      Component: () => (
        <>
          <Outlet />
          <ScrollRestoration />
        </>
      ),
      children: [
        { path: '/', Component: () => <p>home</p> },
        { path: '/long', Component: () => <h2 id="part-2">part 2</h2> },
      ],
    },
  ]);
  view = await renderRouter(router);
  return router;
}

describe('ScrollRestoration', () => {
  it('leaves the first page where the browser put it', async () => {
    await setup();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(window.history.scrollRestoration).toBe('manual');
  });

  it('a new page starts at the top; back returns to the saved position', async () => {
    const router = await setup();
    scrolledTo(640);
    await act(() => router.navigate('/long'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await back();
    expect(router.state.location.pathname).toBe('/');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('scrolls a #fragment into view, and keeps the place when asked to (preventScrollReset)', async () => {
    const router = await setup();
    await act(() => router.navigate('/long#part-2'));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/long?q=x', { replace: true, preventScrollReset: true }));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

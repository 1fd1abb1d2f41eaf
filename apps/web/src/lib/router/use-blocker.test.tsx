// @vitest-environment jsdom
// useBlocker as the post editor uses it: links, navigate() and back/forward stop at 'blocked'; reset()
// stays, proceed() goes on ('proceeding', then 'unblocked' once the next page shows).
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter } from './create-router';
import { Link } from './link';
import { renderRouter, settle, type Rendered } from './test-support';
import type { Router } from './types';
import { useBlocker } from './use-blocker';

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

function Editor() {
  // Blocks leaving the page, not moving within it (the editor's rule).
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <>
      <p id="state">
        {blocker.state} {blocker.location?.pathname}
      </p>
      <Link to="/list">list</Link>
      <Link to="/editor?tab=seo">seo</Link>
      <button type="button" id="stay" onClick={() => blocker.state === 'blocked' && blocker.reset()} />
      <button type="button" id="leave" onClick={() => blocker.state === 'blocked' && blocker.proceed()} />
    </>
  );
}

const blockerText = () => document.querySelector('#state')?.textContent?.trim();

async function setup(): Promise<Router> {
  const router = createMemoryRouter(
    [
      { path: '/list', Component: () => <p>list</p> },
      { path: '/editor', Component: Editor },
    ],
    { initialEntries: ['/list', '/editor'] },
  );
  view = await renderRouter(router);
  return router;
}

describe('useBlocker', () => {
  it('blocks a link; reset() stays on the page', async () => {
    const router = await setup();
    await view?.click('a[href="/list"]');
    expect(blockerText()).toBe('blocked /list');
    expect(router.state.location.pathname).toBe('/editor');
    await view?.click('#stay');
    expect(blockerText()).toBe('unblocked');
    expect(router.state.location.pathname).toBe('/editor');
  });

  it('proceed() lets the blocked navigation through', async () => {
    const router = await setup();
    await act(() => router.navigate('/list'));
    expect(blockerText()).toBe('blocked /list');
    await view?.click('#leave');
    expect(router.state.location.pathname).toBe('/list');
    expect(router.state.blockers.size).toBe(0);
    expect(view?.text()).toBe('list');
  });

  it('shows "proceeding" between proceed() and the next page', async () => {
    let release: () => void = () => undefined;
    const router = createMemoryRouter(
      [
        { path: '/editor', Component: Editor },
        {
          path: '/list',
          lazy: () => new Promise((r) => (release = () => r({ Component: () => <p>list</p> }))),
        },
      ],
      { initialEntries: ['/editor'] },
    );
    view = await renderRouter(router);
    await view.click('a[href="/list"]');
    await view.click('#leave');
    expect(blockerText()).toBe('proceeding /list');
    await act(async () => release());
    await settle();
    expect(view.text()).toBe('list');
  });

  it('lets through what the function allows (same pathname)', async () => {
    const router = await setup();
    await view?.click('a[href="/editor?tab=seo"]');
    expect(router.state.location.search).toBe('?tab=seo');
    expect(blockerText()).toBe('unblocked');
  });

  it('blocks back/forward: the history moves back where it was until proceed()', async () => {
    const router = await setup();
    await act(() => router.navigate(-1));
    expect(blockerText()).toBe('blocked /list');
    expect(router.state.location.pathname).toBe('/editor');
    await view?.click('#leave');
    expect(router.state.location.pathname).toBe('/list');
    expect(router.state.historyAction).toBe('POP');
  });
});

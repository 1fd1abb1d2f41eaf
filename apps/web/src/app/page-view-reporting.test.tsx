// @vitest-environment jsdom
// The beacon's wiring: the router's navigations reach it (the not-found page marked as such), and the
// AuthProvider's answer tells it whether the reader is a visitor, staff (with the access token) or not known yet.
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from '@/lib/router';
import { domRootPerTest } from '@/testing/dom-root';

const state = vi.hoisted(() => ({
  navigated: vi.fn(),
  start: vi.fn(),
  viewer: vi.fn(),
  auth: {} as Record<string, unknown>,
}));
vi.mock('@/lib/analytics/page-views', () => ({
  pageViews: { navigated: state.navigated, start: state.start, viewer: state.viewer },
}));
vi.mock('@/lib/auth/use-auth', () => ({ useAuth: () => state.auth }));

const { PageViewViewer, reportNavigations } = await import('./page-view-reporting');
const dom = domRootPerTest();

beforeEach(() => {
  for (const fn of [state.navigated, state.start, state.viewer]) fn.mockReset();
});

describe('reportNavigations', () => {
  it('reports where the router went, and whether it is the not-found page', async () => {
    const page = { Component: () => null };
    const router = createMemoryRouter(
      [
        { path: '/', ...page },
        { path: '/about', ...page },
        { path: '*', ...page, handle: { route: { path: '*' } } },
      ],
      { initialEntries: ['/'] },
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    reportNavigations(router);
    expect(state.start).toHaveBeenCalledWith('/');
    await router.navigate('/about');
    await router.navigate('/nowhere');
    expect(state.navigated.mock.calls).toEqual([
      ['/about', false],
      ['/nowhere', true],
    ]);
    router.dispose();
  });
});

describe('PageViewViewer', () => {
  const render = async (auth: Record<string, unknown>) => {
    state.auth = { loading: false, user: null, session: null, profile: null, profileLoading: false, ...auth };
    await act(async () => dom.root.render(<PageViewViewer />));
    return state.viewer.mock.calls.at(-1)?.[0];
  };
  const signedIn = { user: { id: 'u1' }, session: { access_token: 'jwt' } };

  it('is a visitor when signed out', async () => {
    expect(await render({})).toEqual({ kind: 'visitor' });
  });

  it('is not known while the session or the profile loads', async () => {
    expect(await render({ loading: true })).toEqual({ kind: 'unknown' });
    expect(await render({ ...signedIn, profileLoading: true })).toEqual({ kind: 'unknown' });
  });

  it('is staff, with the access token, for an editor or admin', async () => {
    expect(await render({ ...signedIn, profile: { role: 'editor' } })).toEqual({
      kind: 'staff',
      token: 'jwt',
    });
    expect(await render({ ...signedIn, profile: { role: 'admin' } })).toEqual({
      kind: 'staff',
      token: 'jwt',
    });
  });

  it('is a visitor for a signed-in learner', async () => {
    expect(await render({ ...signedIn, profile: { role: 'contributor' } })).toEqual({ kind: 'visitor' });
  });
});

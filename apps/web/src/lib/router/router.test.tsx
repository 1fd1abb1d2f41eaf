// @vitest-environment jsdom
// The router in a DOM: nested outlets, links, params, search params, redirects, lazy routes that keep the
// current page until they have loaded, and error boundaries.
import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from './create-router';
import { useLocation, useParams, useRouteError, useSearchParams } from './hooks';
import { Link, Navigate, NavLink } from './link';
import { Outlet } from './router-provider';
import { renderRouter, settle, type Rendered } from './test-support';
import { isRouteErrorResponse } from './error-response';
import type { RouteModule, RouteObject } from './types';

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

function Layout() {
  return (
    <div>
      <nav>
        <NavLink to="/" end className={({ isActive }) => (isActive ? 'on' : 'off')} id="home">
          Home
        </NavLink>
        <NavLink to="/blog" id="blog">
          Blog
        </NavLink>
        <Link to="/blog/caf%C3%A9" id="post" state={{ from: 'nav' }}>
          Post
        </Link>
      </nav>
      <main>
        <Outlet />
      </main>
    </div>
  );
}
const Page = (name: string) =>
  function Named() {
    return <p>{name}</p>;
  };
function Post() {
  const { slug } = useParams();
  const { state } = useLocation();
  return (
    <p>
      post {slug} {JSON.stringify(state)}
    </p>
  );
}

const routes = (): RouteObject[] => [
  {
    Component: Layout,
    children: [
      { path: '/', Component: Page('home') },
      { path: '/blog', Component: Page('blog') },
      { path: '/blog/:slug', Component: Post },
      { path: '*', Component: Page('not found') },
    ],
  },
];

describe('rendering and links', () => {
  it('renders the matched routes through nested outlets, the splat for unknown paths', async () => {
    view = await renderRouter(createMemoryRouter(routes(), { initialEntries: ['/blog'] }));
    expect(view.container.querySelector('main')?.textContent).toBe('blog');
    expect(view.text()).toContain('Home');
    view.unmount();
    view = await renderRouter(createMemoryRouter(routes(), { initialEntries: ['/what'] }));
    expect(view.container.querySelector('main')?.textContent).toBe('not found');
  });

  it('a plain click navigates with state and decoded params; a modified click is left to the browser', async () => {
    const router = createMemoryRouter(routes(), { initialEntries: ['/'] });
    view = await renderRouter(router);
    expect(view.container.querySelector('#post')?.getAttribute('href')).toBe('/blog/caf%C3%A9');
    const modified = await view.click('#post', { ctrlKey: true });
    expect(modified.leftToBrowser).toBe(true);
    expect(router.state.location.pathname).toBe('/');
    const plain = await view.click('#post');
    expect(plain.leftToBrowser).toBe(false);
    expect(view.container.querySelector('main')?.textContent).toBe('post café {"from":"nav"}');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('marks the active NavLink with aria-current and its class (end: exact only)', async () => {
    view = await renderRouter(createMemoryRouter(routes(), { initialEntries: ['/blog/x'] }));
    const home = view.container.querySelector('#home');
    const blog = view.container.querySelector('#blog');
    expect(home?.className).toBe('off');
    expect(home?.hasAttribute('aria-current')).toBe(false);
    expect(blog?.getAttribute('aria-current')).toBe('page');
    expect(blog?.className).toBe('active');
    await view.click('#home');
    expect(view.container.querySelector('#home')?.getAttribute('aria-current')).toBe('page');
    expect(view.container.querySelector('#home')?.className).toBe('on');
    expect(view.container.querySelector('#blog')?.hasAttribute('aria-current')).toBe(false);
  });

  it('useSearchParams reads the query and writes it (replace keeps the history length)', async () => {
    function Search() {
      const [params, setParams] = useSearchParams();
      return (
        <button type="button" onClick={() => setParams({ q: 'sats & more' }, { replace: true })}>
          q={params.get('q')}
        </button>
      );
    }
    const router = createMemoryRouter([{ path: '/glossary', Component: Search }], {
      initialEntries: ['/glossary?q=btc'],
    });
    view = await renderRouter(router);
    expect(view.text()).toBe('q=btc');
    await view.click('button');
    expect(view.text()).toBe('q=sats & more');
    expect(router.state.location.search).toBe('?q=sats+%26+more');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('<Navigate> redirects once rendered', async () => {
    const router = createMemoryRouter(
      [
        { path: '/old', Component: () => <Navigate to="/new" replace state={{ moved: true }} /> },
        { path: '/new', Component: () => <p>{JSON.stringify(useLocation().state)}</p> },
      ],
      { initialEntries: ['/old'] },
    );
    view = await renderRouter(router);
    await settle();
    expect(router.state.location.pathname).toBe('/new');
    expect(view.text()).toBe('{"moved":true}');
  });

  it('navigate(-1) and back/forward go through the history', async () => {
    const router = createMemoryRouter(routes(), { initialEntries: ['/', '/blog'] });
    view = await renderRouter(router);
    await act(() => router.navigate(-1));
    await settle();
    expect(view.container.querySelector('main')?.textContent).toBe('home');
    expect(router.state.historyAction).toBe('POP');
  });
});

describe('lazy routes', () => {
  it('keeps the current page on screen until the next page has loaded (no blank, no fallback)', async () => {
    let resolve: (module: RouteModule) => void = () => undefined;
    const lazy = vi.fn(() => new Promise<RouteModule>((r) => (resolve = r)));
    const router = createMemoryRouter(
      [
        { path: '/', Component: () => <Link to="/slow">go</Link> },
        { path: '/slow', lazy },
      ],
      { initialEntries: ['/'] },
    );
    view = await renderRouter(router);
    await view.click('a');
    expect(lazy).toHaveBeenCalledTimes(1);
    expect(router.state.navigation.state).toBe('loading');
    expect(router.state.location.pathname).toBe('/');
    expect(view.text()).toBe('go');
    resolve({ Component: () => <p>slow page</p> });
    await settle();
    expect(view.text()).toBe('slow page');
    expect(router.state.navigation.state).toBe('idle');
    // Loaded once: the next visit does not wait.
    await act(() => router.navigate('/'));
    await act(() => router.navigate('/slow'));
    await settle();
    expect(lazy).toHaveBeenCalledTimes(1);
  });

  it('renders nothing until the first page’s modules have loaded, then the page', async () => {
    const router = createMemoryRouter([{ path: '/', lazy: async () => ({ Component: () => <p>first</p> }) }]);
    expect(router.state.initialized).toBe(false);
    view = await renderRouter(router);
    await settle();
    expect(view.text()).toBe('first');
  });

  it('drops an older navigation that finishes after a newer one', async () => {
    let resolveSlow: (module: RouteModule) => void = () => undefined;
    const router = createMemoryRouter([
      { path: '/', Component: Page('home') },
      { path: '/slow', lazy: () => new Promise<RouteModule>((r) => (resolveSlow = r)) },
      { path: '/fast', Component: Page('fast') },
    ]);
    view = await renderRouter(router);
    let slow: Promise<void> = Promise.resolve();
    await act(async () => {
      slow = router.navigate('/slow');
    });
    await act(() => router.navigate('/fast'));
    await act(async () => {
      resolveSlow({ Component: Page('slow') });
      await slow;
    });
    expect(view.text()).toBe('fast');
  });
});

describe('errors', () => {
  function Boundary() {
    const error = useRouteError();
    return <p>boundary: {isRouteErrorResponse(error) ? error.status : String(error)}</p>;
  }

  it('an error thrown while rendering goes to the nearest ErrorBoundary, and a new location clears it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('broken page');
    }
    const router = createMemoryRouter([
      {
        Component: () => (
          <>
            <Link to="/">home</Link>
            <Outlet />
          </>
        ),
        ErrorBoundary: Boundary,
        children: [
          { path: '/', Component: Page('fine') },
          { path: '/broken', Component: Broken },
          {
            path: '/teapot',
            Component: () => {
              throw { status: 418, statusText: 'teapot', data: null, internal: false };
            },
          },
        ],
      },
    ]);
    view = await renderRouter(router);
    await act(() => router.navigate('/broken'));
    await settle();
    expect(view.text()).toBe('boundary: Error: broken page');
    await act(() => router.navigate('/teapot'));
    await settle();
    expect(view.text()).toBe('boundary: 418');
    await act(() => router.navigate('/'));
    await settle();
    expect(view.text()).toBe('homefine');
  });

  it('a route module that fails to load shows the nearest ErrorBoundary above it', async () => {
    const router = createMemoryRouter([
      {
        Component: Outlet,
        ErrorBoundary: Boundary,
        children: [
          { path: '/', Component: Page('home') },
          { path: '/gone', lazy: () => Promise.reject(new Error('chunk missing')) },
        ],
      },
    ]);
    view = await renderRouter(router);
    await act(() => router.navigate('/gone'));
    await settle();
    expect(view.text()).toBe('boundary: Error: chunk missing');
  });
});

describe('state', () => {
  it('a page keeps its own state across navigations that keep it (same route, new params)', async () => {
    function Counter() {
      const [n, setN] = useState(0);
      const { slug } = useParams();
      return (
        <button type="button" onClick={() => setN(n + 1)}>
          {slug}:{n}
        </button>
      );
    }
    const router = createMemoryRouter([{ path: '/p/:slug', Component: Counter }], {
      initialEntries: ['/p/a'],
    });
    view = await renderRouter(router);
    await view.click('button');
    await act(() => router.navigate('/p/b'));
    await settle();
    expect(view.text()).toBe('b:1');
  });
});

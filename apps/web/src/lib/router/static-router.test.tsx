// @vitest-environment jsdom
// The server render: createStaticRouter loads the page's lazy modules and renders the same tree as the
// browser, which hydrates it without a mismatch; a path no route matches gives null.
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from './create-router';
import { useParams } from './hooks';
import { Link, NavLink } from './link';
import { loadRouteModules } from './load-routes';
import { matchRoutes } from './match-routes';
import { Outlet, RouterProvider } from './router-provider';
import { ScrollRestoration } from './scroll-restoration';
import { createStaticRouter } from './static-router';
import type { RouteObject } from './types';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Post() {
  return <h1>post {useParams().slug}</h1>;
}

// Fresh route objects per test: lazy modules are assigned into them once loaded.
const routes = (): RouteObject[] => [
  {
    Component: () => (
      <div>
        <NavLink to="/blog">Blog</NavLink>
        <Outlet />
        <ScrollRestoration />
      </div>
    ),
    children: [
      { path: '/blog/:slug', lazy: async () => ({ Component: Post }), handle: 'post' },
      { path: '/', Component: () => <Link to="/blog/a">a</Link> },
    ],
  },
];

afterEach(() => vi.restoreAllMocks());

describe('createStaticRouter', () => {
  it('renders the page with its lazy module loaded, params and active links', async () => {
    const router = await createStaticRouter(routes(), '/blog/hello%20world?x=1');
    expect(router?.state.matches.at(-1)?.route.handle).toBe('post');
    const html = renderToString(router && <RouterProvider router={router} />);
    expect(html).toBe(
      '<div><a class="active" aria-current="page" href="/blog">Blog</a><h1>post <!-- -->hello world</h1></div>',
    );
  });

  it('answers null for a path no route matches', async () => {
    expect(await createStaticRouter([{ path: '/a', Component: () => null }], '/b')).toBeNull();
  });

  it('refuses to navigate (the server renders one location)', async () => {
    const router = await createStaticRouter(routes(), '/');
    await expect(router?.navigate('/blog/a')).rejects.toThrow(/cannot navigate/);
  });

  it('hydrates in the browser without a mismatch once the modules are loaded first (boot.tsx)', async () => {
    const server = await createStaticRouter(routes(), '/blog/x');
    const container = document.createElement('div');
    container.innerHTML = renderToString(server && <RouterProvider router={server} />);
    document.body.append(container);

    const clientRoutes = routes();
    await loadRouteModules(matchRoutes(clientRoutes, '/blog/x') ?? []);
    const client = createMemoryRouter(clientRoutes, { initialEntries: ['/blog/x'] });
    expect(client.state.initialized).toBe(true);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    const before = container.innerHTML;
    await act(async () => {
      hydrateRoot(container, <RouterProvider router={client} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(before);
    container.remove();
    client.dispose();
  });
});

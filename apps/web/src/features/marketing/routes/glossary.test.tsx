// @vitest-environment jsdom
// The glossary before and after the app runs: the server's render of /glossary?q=… is already filtered and
// its search is a GET form whose field sends ?q= (what a visitor without JavaScript uses); hydrating a page
// whose box was typed into meanwhile filters by what is in the box and writes it to the URL.
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, createStaticRouter, RouterProvider } from '@/lib/router';
import type { RouteObject } from '@/lib/router';
import { Component as Glossary } from './glossary';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const routes = (): RouteObject[] => [{ path: '/glossary', Component: Glossary }];

async function serverHtml(url: string): Promise<string> {
  const router = await createStaticRouter(routes(), url);
  if (!router) throw new Error(`no route for ${url}`);
  return renderToString(<RouterProvider router={router} />);
}

let root: Root | undefined;
let container: HTMLDivElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
});

function termNames(): string[] {
  return [...(container?.querySelectorAll('section li h3') ?? [])].map((h) => h.textContent ?? '');
}

describe('the glossary rendered on the server', () => {
  it('is filtered by ?q= and its box shows the query', async () => {
    container = document.createElement('div');
    container.innerHTML = await serverHtml('/glossary?q=cold');
    expect(container.querySelector('input')?.getAttribute('value')).toBe('cold');
    expect(container.querySelector('[role="status"]')?.textContent).toMatch(/terms? found for "cold"/);
    expect(termNames().length).toBeGreaterThan(0);
    expect(termNames().length).toBeLessThan(15);
  });

  it("says 'No terms found' for a query nothing matches", async () => {
    container = document.createElement('div');
    container.innerHTML = await serverHtml('/glossary?q=nonsense-xyz');
    expect(container.textContent).toContain('No terms found');
  });

  it('searches through a GET form to /glossary whose field is q', async () => {
    container = document.createElement('div');
    container.innerHTML = await serverHtml('/glossary');
    const form = container.querySelector('search form');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/glossary');
    const input = form?.querySelector('input');
    expect(input?.getAttribute('name')).toBe('q');
    expect(input?.getAttribute('placeholder')).toBe('Search terms...');
    expect(termNames()).toHaveLength(15);
  });
});

describe('the glossary hydrating', () => {
  it('filters by what was typed into the box before the app ran, and puts it in the URL', async () => {
    container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = await serverHtml('/glossary');
    const input = container.querySelector('input');
    if (!input) throw new Error('no search box');
    input.value = 'cold'; // typed into the server's HTML: no React handler saw it
    const router = createMemoryRouter(routes(), { initialEntries: ['/glossary'] });
    await act(async () => {
      root = hydrateRoot(container as HTMLDivElement, <RouterProvider router={router} />);
    });
    expect(router.state.location.search).toBe('?q=cold');
    expect(container.querySelector('input')).toBe(input);
    expect(input.value).toBe('cold');
    expect(container.querySelector('[role="status"]')?.textContent).toMatch(/found for "cold"/);
    expect(termNames().length).toBeLessThan(15);
  });

  it('leaves the URL alone when nothing was typed', async () => {
    container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = await serverHtml('/glossary?q=hash');
    const router = createMemoryRouter(routes(), { initialEntries: ['/glossary?q=hash'] });
    const before = router.state.location;
    await act(async () => {
      root = hydrateRoot(container as HTMLDivElement, <RouterProvider router={router} />);
    });
    expect(router.state.location).toBe(before);
  });
});

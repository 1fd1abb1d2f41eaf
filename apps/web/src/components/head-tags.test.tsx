// @vitest-environment jsdom
// The app's head on top of the server's (issue 26): the elements the server wrote for the page stay — React
// takes them over, it adds no copies —, a server element the page does not declare goes, and the JSON-LD
// blocks become exactly the page's: the server's equal ones kept, the rest replaced, all gone with the page.
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonLdText, pageHeadTags } from '@/lib/head';
import { renderHead } from '@advisory/site/head/render-head';
import { HeadTags } from './head-tags';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const site = { siteUrl: 'https://advisory.example', siteName: 'Bitcoin Advisory' };
const page = { title: 'About Us', description: 'Who we are.', path: '/about' };
const tags = pageHeadTags(page, site);
const org = { '@type': 'Organization', name: 'Bitcoin Advisory' };

let root: Root;
let container: HTMLDivElement;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  document.head.innerHTML = '';
  delete document.documentElement.dataset.head;
});

const heads = () => [...document.head.querySelectorAll('title, meta, link')].map((el) => el.outerHTML);
const blocks = () => [...document.head.querySelectorAll('script[type="application/ld+json"]')];

describe('HeadTags', () => {
  it("hydrating the server's page: keeps the server's elements, the same nodes, no copies", async () => {
    document.head.innerHTML = renderHead(tags, [org]);
    const before = [...document.head.children];
    root.unmount();
    await act(async () => {
      root = hydrateRoot(container, <HeadTags tags={tags} structuredData={[org]} />);
    });
    expect([...document.head.children]).toEqual(before);
    expect(document.title).toBe('About Us | Bitcoin Advisory');
    expect(document.documentElement.dataset.head).toBe('https://advisory.example/about');
  });

  it("rendered in the browser alone: React's elements take the server's place, one of each", async () => {
    document.head.innerHTML = renderHead(tags);
    const server = heads();
    await act(async () => root.render(<HeadTags tags={tags} structuredData={[]} />));
    expect(heads()).toEqual(server.map((h) => h.replace(' data-ssr=""', '')));
    expect(document.head.querySelectorAll('[data-ssr]')).toHaveLength(0);
  });

  it('drops a server element the page does not declare (a default description)', async () => {
    document.head.innerHTML =
      '<title data-ssr>Default</title><meta data-ssr name="description" content="The default.">';
    await act(async () => root.render(<HeadTags tags={tags} structuredData={[]} />));
    expect(heads().filter((h) => h.includes('name="description"'))).toEqual([
      '<meta name="description" content="Who we are.">',
    ]);
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(document.title).toBe('About Us | Bitcoin Advisory');
  });

  it("keeps the server's equal JSON-LD block, replaces another, and removes the page's with the page", async () => {
    document.head.innerHTML = renderHead([], [org, { '@type': 'Stale' }]);
    const server = blocks()[0];
    await act(async () => root.render(<HeadTags tags={tags} structuredData={[org, { '@type': 'New' }]} />));
    expect(blocks()[0]).toBe(server);
    expect(blocks().map((b) => b.textContent)).toEqual([jsonLdText(org), jsonLdText({ '@type': 'New' })]);
    act(() => root.render(<></>));
    expect(blocks()).toEqual([]);
    expect(document.documentElement.dataset.head).toBeUndefined();
  });

  it("leaves the head's JSON-LD alone while the page's structured data is not built yet", async () => {
    document.head.innerHTML = renderHead([], [org]);
    await act(async () => root.render(<HeadTags tags={tags} structuredData={null} />));
    expect(blocks().map((b) => b.textContent)).toEqual([jsonLdText(org)]);
    expect(document.documentElement.dataset.head).toBeUndefined();
  });
});

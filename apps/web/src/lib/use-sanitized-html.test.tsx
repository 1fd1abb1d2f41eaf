// @vitest-environment jsdom
// A server-rendered post's body is not sanitized a second time while React hydrates it (the server's
// sanitized markup is already in the element); every other render sanitizes, and changed content is
// sanitized again.
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sanitizeHtml } from './sanitize';
import { useSanitizedHtml } from './use-sanitized-html';

vi.mock('./sanitize', async (load) => {
  const real = await load<typeof import('./sanitize')>();
  return { sanitizeHtml: vi.fn(real.sanitizeHtml) };
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const RAW = '<p>Body</p><img src="x" onerror="alert(1)">';
const SERVER_MARKUP = '<p>Body</p><img src="x">';

function Body({ html }: { html: string }) {
  const body = useSanitizedHtml(html, 'body');
  return <div id="body" dangerouslySetInnerHTML={{ __html: body }} />;
}

let container: HTMLDivElement;
let root: Root | undefined;
beforeEach(() => {
  vi.mocked(sanitizeHtml).mockClear();
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

describe('useSanitizedHtml', () => {
  it("keeps the server's sanitized markup while hydrating, without sanitizing again", async () => {
    container.innerHTML = `<div id="body">${SERVER_MARKUP}</div>`;
    await act(async () => {
      root = hydrateRoot(container, <Body html={RAW} />);
    });
    expect(sanitizeHtml).not.toHaveBeenCalled();
    expect(container.querySelector('#body')!.innerHTML).toBe(SERVER_MARKUP);
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('sanitizes content that changes after hydrating', async () => {
    container.innerHTML = `<div id="body">${SERVER_MARKUP}</div>`;
    await act(async () => {
      root = hydrateRoot(container, <Body html={RAW} />);
    });
    await act(async () => root!.render(<Body html={'<p>New</p><script>alert(1)</script>'} />));
    expect(sanitizeHtml).toHaveBeenCalledTimes(1);
    expect(container.querySelector('#body')!.innerHTML).toBe('<p>New</p>');
  });

  it('sanitizes when the page is rendered in the browser (client navigation)', async () => {
    root = createRoot(container);
    await act(async () => root!.render(<Body html={RAW} />));
    expect(sanitizeHtml).toHaveBeenCalledTimes(1);
    expect(container.querySelector('#body')!.innerHTML).toBe(SERVER_MARKUP);
  });
});

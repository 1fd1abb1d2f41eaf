// @vitest-environment jsdom
// A server-rendered post's body is not sanitized a second time while React hydrates it (the server's
// sanitized markup is already in the element), and DOMPurify is not even downloaded for it: the hook
// imports lib/sanitize.ts on demand. Every other render sanitizes — changed content again — and until the
// sanitizer has arrived nothing of the raw HTML is ever in the page.
import { act, type ReactNode } from 'react';
import { Component as ReactComponent } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// How often lib/sanitize.ts was evaluated, a gate that holds its import (the chunk still on its way), a
// switch that makes it fail, and the sanitizer's calls. Each test starts from a fresh module registry
// (vi.doMock in beforeEach), so the hook's own state and the import start over too.
const sanitizeModule = {
  imports: 0,
  gate: Promise.resolve(),
  fail: false,
  calls: vi.fn<(html: string) => void>(),
  /** Told when an import starts. */
  started: [] as (() => void)[],
};

async function fakeSanitizeModule(load: () => Promise<typeof import('./sanitize')>) {
  sanitizeModule.imports += 1;
  for (const tell of sanitizeModule.started.splice(0)) tell();
  await sanitizeModule.gate;
  if (sanitizeModule.fail) throw new Error('Failed to fetch dynamically imported module');
  const real = await load();
  return {
    sanitizeHtml: (html: string) => {
      sanitizeModule.calls(html);
      return real.sanitizeHtml(html);
    },
  };
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const RAW = '<p>Body</p><img src="x" onerror="alert(1)">';
const SERVER_MARKUP = '<p>Body</p><img src="x">';

type Hook = typeof import('./use-sanitized-html');
let hook: Hook;

function Body({ html }: { html: string }) {
  const body = hook.useSanitizedHtml(html, 'body');
  if (body === null) return <p id="loading">Loading</p>;
  return <div id="body" dangerouslySetInnerHTML={{ __html: body }} />;
}

class Boundary extends ReactComponent<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p id="error">{this.state.error.message}</p> : this.props.children;
  }
}

let container: HTMLDivElement;
let root: Root | undefined;
beforeEach(async () => {
  vi.resetModules();
  vi.doMock('./sanitize', fakeSanitizeModule);
  Object.assign(sanitizeModule, { imports: 0, gate: Promise.resolve(), fail: false, started: [] });
  sanitizeModule.calls.mockClear();
  hook = await import('./use-sanitized-html');
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

/** Resolves once lib/sanitize.ts has begun to load (however long its import is then held). */
const importStarted = () =>
  sanitizeModule.imports > 0
    ? Promise.resolve()
    : new Promise<void>((resolve) => sanitizeModule.started.push(resolve));

/** Waits, inside act, until the sanitizer has arrived and React has re-rendered with it. */
const sanitizerArrives = () => act(async () => void (await hook.loadSanitizer()));

describe('useSanitizedHtml', () => {
  it('does not import the sanitizer with the hook (the import stays dynamic)', () => {
    expect(sanitizeModule.imports).toBe(0);
  });

  it("keeps the server's sanitized markup while hydrating, without loading or running the sanitizer", async () => {
    container.innerHTML = `<div id="body">${SERVER_MARKUP}</div>`;
    await act(async () => {
      root = hydrateRoot(container, <Body html={RAW} />);
    });
    expect(sanitizeModule.imports).toBe(0);
    expect(sanitizeModule.calls).not.toHaveBeenCalled();
    expect(container.querySelector('#body')!.innerHTML).toBe(SERVER_MARKUP);
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('sanitizes content that changes after hydrating', async () => {
    container.innerHTML = `<div id="body">${SERVER_MARKUP}</div>`;
    await act(async () => {
      root = hydrateRoot(container, <Body html={RAW} />);
    });
    await act(async () => root!.render(<Body html={'<p>New</p><script>alert(1)</script>'} />));
    await sanitizerArrives();
    expect(sanitizeModule.calls).toHaveBeenCalledTimes(1);
    expect(container.querySelector('#body')!.innerHTML).toBe('<p>New</p>');
  });

  it('sanitizes when the page is rendered in the browser (client navigation)', async () => {
    root = createRoot(container);
    await act(async () => root!.render(<Body html={RAW} />));
    await sanitizerArrives();
    expect(sanitizeModule.calls).toHaveBeenCalledTimes(1);
    expect(container.querySelector('#body')!.innerHTML).toBe(SERVER_MARKUP);
  });

  it('renders nothing of the raw HTML while the sanitizer is still loading', async () => {
    let release!: () => void;
    sanitizeModule.gate = new Promise<void>((resolve) => (release = resolve));
    // Every state of the container, as the DOM went through it.
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(container.innerHTML));
    observer.observe(container, { childList: true, subtree: true, attributes: true, characterData: true });

    root = createRoot(container);
    await act(async () => root!.render(<Body html={RAW} />));
    await importStarted();
    expect(sanitizeModule.imports).toBe(1);
    expect(container.innerHTML).toBe('<p id="loading">Loading</p>');

    release();
    await sanitizerArrives();
    await Promise.resolve(); // the observer's last records
    observer.disconnect();
    expect(container.querySelector('#body')!.innerHTML).toBe(SERVER_MARKUP);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((html) => html.includes('onerror'))).toEqual([]);
  });

  it('sanitizes in the same render once loaded (no placeholder on the next page)', async () => {
    await hook.loadSanitizer();
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(container.innerHTML));
    observer.observe(container, { childList: true, subtree: true });
    root = createRoot(container);
    await act(async () => root!.render(<Body html={RAW} />));
    await Promise.resolve();
    observer.disconnect();
    expect(seen).toEqual([`<div id="body">${SERVER_MARKUP}</div>`]);
  });

  it('preloads the sanitizer for a page rendered in the browser, not for a server-rendered one', async () => {
    container.innerHTML = '<div id="body"></div>';
    hook.preloadSanitizerUnlessServerRendered('body');
    // Every import begun by now has finished: none was.
    await vi.dynamicImportSettled();
    expect(sanitizeModule.imports).toBe(0);

    hook.preloadSanitizerUnlessServerRendered('another-body');
    await vi.dynamicImportSettled();
    expect(sanitizeModule.imports).toBe(1);
  });

  it('shows an error, never the raw HTML, when the sanitizer cannot be loaded; a later render retries', async () => {
    sanitizeModule.fail = true;
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    root = createRoot(container);
    await act(async () =>
      root!.render(
        <Boundary>
          <Body html={RAW} />
        </Boundary>,
      ),
    );
    await act(async () => {
      await hook.loadSanitizer().catch(() => undefined);
    });
    consoleError.mockRestore();
    expect(container.querySelector('#error')).not.toBeNull();
    expect(container.querySelector('#body')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');

    sanitizeModule.fail = false;
    await expect(hook.loadSanitizer()).resolves.toBeTypeOf('function');
  });
});

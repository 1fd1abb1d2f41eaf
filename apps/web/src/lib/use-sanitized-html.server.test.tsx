// @vitest-environment node
// On the server (entry-server.tsx prerenders a post) the hook waits for the sanitizer it imports on
// demand: the page's HTML holds the sanitized body, never the placeholder and never the raw HTML.
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { useSanitizedHtml } from './use-sanitized-html';

// A stand-in for lib/sanitize.ts (its DOMPurify needs the DOM the server hands it) that arrives late, as
// an import does: a turn of the event loop after it was asked for, not at a time.
vi.mock('./sanitize', async () => {
  await new Promise((resolve) => setImmediate(resolve));
  return { sanitizeHtml: (html: string) => html.replace(/ onerror="[^"]*"/g, '') };
});

function Body({ html }: { html: string }) {
  const body = useSanitizedHtml(html, 'body');
  if (body === null) return <p>Loading</p>;
  return <div id="body" dangerouslySetInnerHTML={{ __html: body }} />;
}

async function render(html: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<Body html={html} />);
  let out = '';
  for await (const chunk of prelude) out += String(chunk);
  return out;
}

describe('useSanitizedHtml on the server', () => {
  it('renders the sanitized body once the sanitizer has arrived', async () => {
    const html = await render('<p>Body</p><img src="x" onerror="alert(1)">');
    expect(html).toBe('<div id="body"><p>Body</p><img src="x"></div>');
    // Loaded now: the next page renders without waiting.
    expect(await render('<p>Next</p>')).toBe('<div id="body"><p>Next</p></div>');
  });
});

// The server-rendering build's stand-in for ./purify.ts (build/ssr-build.ts): DOMPurify needs a DOM, and
// Node has none, so the server hands one over (jsdom's window, DOMPurify's supported way on Node) before
// the first render. A post's HTML is sanitized on the server exactly as the browser would sanitize it.
import createDOMPurify, { type DOMPurify as Purifier, type WindowLike } from 'dompurify';

// A live binding (ES modules): set once by configurePurify, before the first render reads it.
export let purify: Purifier;

export function configurePurify(window: WindowLike): void {
  purify = createDOMPurify(window);
}

// The entry: small on purpose. A server-rendered public page is complete HTML, so the browser paints it
// first — with the stylesheet and fonts, not competing with the app's code — and the app (boot.tsx: React,
// the router, the page's modules) is fetched right after that first paint to take the page over. A page
// the browser renders alone (sign-in, the signed-in areas) starts the app at once.
import './styles.css';

/** Resolves after the browser's next paint (a frame callback, then a task after that frame). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// Loaded `async` (build/script-priority.ts), so this may run before the document is parsed.
if (document.readyState === 'loading') {
  await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
}
if (document.getElementById('ssr-state')) await afterNextPaint();
await import('./boot');

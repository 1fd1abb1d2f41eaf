// The entry: small on purpose. A server-rendered public page is complete HTML, so the browser paints it
// first — with the stylesheet and fonts, not competing with the app's code — and the app (boot.tsx: React,
// the router, the page's modules) is fetched right after that first paint to take the page over. A page
// the browser renders alone (sign-in, the signed-in areas) starts the app at once.
import './styles.css';

/**
 * Resolves once the browser has shown the page: its first contentful paint has been presented (the paint
 * timing entry arrives after that, not when the frame is merely drawn), or after a second without one (a
 * tab opened in the background paints nothing until it is shown).
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    let settled = false;
    let observer: PerformanceObserver | undefined;
    const done = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      observer?.disconnect();
      setTimeout(resolve, 0);
    };
    const timer = setTimeout(done, 1000);
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) done();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing in this browser: the timeout starts the app.
    }
  });
}

// Loaded `async` (build/script-priority.ts), so this may run before the document is parsed.
if (document.readyState === 'loading') {
  await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
}
if (document.getElementById('ssr-state')) await afterFirstPaint();
await import('./boot');

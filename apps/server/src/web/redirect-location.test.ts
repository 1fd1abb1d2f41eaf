// The Location the server answers a redirect with (ADR 0011), from a destination the shared rule classified.
import { describe, expect, it } from 'vitest';
import { locationFor } from './redirects.ts';

describe('locationFor', () => {
  const site = (path: string) => ({ kind: 'site' as const, path });
  const external = (url: string) => ({ kind: 'external' as const, url });

  it("keeps the request's query string on a page of the site, before the destination's fragment", () => {
    expect(locationFor(site('/blog'), '?utm=x')).toBe('/blog?utm=x');
    expect(locationFor(site('/about#team'), '?utm=x')).toBe('/about?utm=x#team');
    expect(locationFor(site('/services?from=old'), '?utm=x')).toBe('/services?from=old');
  });

  it('gives another site neither the query string nor the fragment the browser came with', () => {
    expect(locationFor(external('https://example.com/x'), '?code=secret')).toBe('https://example.com/x#');
    expect(locationFor(external('https://example.com/x#top'), '?code=secret')).toBe(
      'https://example.com/x#top',
    );
  });

  it('escapes what is not ASCII, as a browser would send it', () => {
    expect(locationFor(site('/café'), '')).toBe('/caf%C3%A9');
    expect(locationFor(external('https://example.com/ü'), '')).toBe('https://example.com/%C3%BC#');
  });
});

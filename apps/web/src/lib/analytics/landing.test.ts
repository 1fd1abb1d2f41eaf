import { describe, expect, it } from 'vitest';
import { landingOf, readLanding, rememberLanding } from './landing';

const at = (url: string) => {
  const u = new URL(url);
  return { pathname: u.pathname, search: u.search, hostname: u.hostname };
};

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, String(v)),
  };
}

describe('landingOf', () => {
  it('keeps the path, the referring host and the UTM tags of the first URL', () => {
    expect(
      landingOf(
        at(
          'https://advisory.example/blog/x?utm_source=newsletter&utm_medium=email&utm_campaign=november&ref=1',
        ),
        'https://News.Example/a/b?c=d',
      ),
    ).toEqual({
      landing_path: '/blog/x',
      landing_referrer: 'news.example',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'november',
    });
  });

  it('has no referrer for our own host, none at all, or one that is not a web page', () => {
    const here = at('https://advisory.example/');
    expect(landingOf(here, 'https://advisory.example/about').landing_referrer).toBeNull();
    expect(landingOf(here, '').landing_referrer).toBeNull();
    expect(landingOf(here, 'android-app://com.google.android.gm/').landing_referrer).toBeNull();
  });

  it('drops blank tags and cuts long ones at 100 characters', () => {
    const l = landingOf(at(`https://a.example/?utm_source=%20%20&utm_campaign=${'x'.repeat(150)}`), '');
    expect(l.utm_source).toBeNull();
    expect(l.utm_medium).toBeNull();
    expect(l.utm_campaign).toHaveLength(100);
  });
});

describe('rememberLanding / readLanding', () => {
  it('stores the tab’s first landing only', () => {
    const storage = memoryStorage();
    rememberLanding(() => storage, at('https://a.example/blog/x?utm_source=ads'), 'https://t.co/');
    rememberLanding(() => storage, at('https://a.example/contact'), '');
    expect(readLanding(() => storage)).toEqual({
      landing_path: '/blog/x',
      landing_referrer: 't.co',
      utm_source: 'ads',
      utm_medium: null,
      utm_campaign: null,
    });
  });

  it('reads nothing when nothing was stored, it is not ours, or storage is refused', () => {
    const storage = memoryStorage();
    expect(readLanding(() => storage)).toBeNull();
    storage.setItem('analytics-landing', '{not json');
    expect(readLanding(() => storage)).toBeNull();
    const refused = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(readLanding(refused)).toBeNull();
    expect(() => rememberLanding(refused, at('https://a.example/'), '')).not.toThrow();
  });
});

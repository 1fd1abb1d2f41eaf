// What a request says about a page view, without keeping anything that names a person (ADR 0021): whether it
// may be counted at all (bots and headless browsers, Do Not Track, Global Privacy Control), the device class,
// the referring site's host and the landing URL's UTM parameters. Pure functions over header values.

export type Device = 'desktop' | 'mobile' | 'tablet';

// Crawlers, link-preview fetchers, scripts and headless or automated browsers. A browser's user agent names
// none of these; an empty one is a script's.
const BOT = new RegExp(
  [
    'bot\\b',
    'bot\\/',
    'spider',
    'crawl',
    'slurp',
    'scrape',
    'headless',
    'phantomjs',
    'puppeteer',
    'playwright',
    'selenium',
    'webdriver',
    'lighthouse',
    'pagespeed',
    'gtmetrix',
    'pingdom',
    'uptime',
    'monitor',
    '\\bcurl\\b',
    'wget',
    'python',
    'java\\/',
    'okhttp',
    'go-http-client',
    'http[-_ ]?client',
    'libwww',
    'node-fetch',
    'undici',
    'axios',
    'autocannon',
    'postman',
    'insomnia',
    'feedfetcher',
    'rss',
    'preview',
    'facebookexternalhit',
    'meta-externalagent',
    'embedly',
    'whatsapp',
    'imgproxy',
    'yandex',
    'baidu',
    'duckduck',
    'ahrefs',
    'semrush',
    'mj12',
    'petalbot',
    'gptbot',
    'chatgpt',
    'claude',
    'anthropic',
    'ccbot',
    'bytespider',
    'perplexity',
  ].join('|'),
  'i',
);

/** A user agent that belongs to no person browsing: never counted. */
export function isBot(userAgent: string | undefined): boolean {
  const ua = userAgent?.trim() ?? '';
  return ua === '' || BOT.test(ua);
}

/** The visitor asked not to be tracked: `DNT: 1` or `Sec-GPC: 1`. */
export function optedOut(dnt: string | undefined, gpc: string | undefined): boolean {
  return dnt?.trim() === '1' || gpc?.trim() === '1';
}

const TABLET = /ipad|tablet|kindle|silk\/|playbook|nexus (7|9|10)|sm-t\d|android(?!.*mobi)/i;
const MOBILE = /mobi|iphone|ipod|android|windows phone|blackberry|bb10|opera mini|iemobile/i;

/** The device class a user agent names (a desktop unless it says otherwise). */
export function deviceOf(userAgent: string | undefined): Device {
  const ua = userAgent ?? '';
  if (TABLET.test(ua)) return 'tablet';
  if (MOBILE.test(ua)) return 'mobile';
  return 'desktop';
}

// What a user agent was found to be, for the next request with it (browsers send a handful of distinct
// strings). Bounded: started over when full. Held in memory only, like the request itself.
const known = new Map<string, Device | null>();
const KNOWN_MAX = 1000;

/** The device class of a person's browser, or null for a bot (isBot and deviceOf, remembered). */
export function agentOf(userAgent: string): Device | null {
  let found = known.get(userAgent);
  if (found === undefined) {
    found = isBot(userAgent) ? null : deviceOf(userAgent);
    if (known.size >= KNOWN_MAX) known.clear();
    known.set(userAgent, found);
  }
  return found;
}

/**
 * The referring site's host (lower case), or null: no Referer, not an http(s) URL, or one of our own hosts
 * (`ownHosts`: the site's host and the host the request was sent to).
 */
export function referrerHost(referer: string | undefined, ownHosts: readonly string[]): string | null {
  if (!referer || !URL.canParse(referer)) return null;
  const url = new URL(referer);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase();
  if (host === '' || host.length > 255) return null;
  return ownHosts.some((own) => own.toLowerCase() === host) ? null : host;
}

/** Longest UTM value kept (the database's bound). */
export const UTM_MAX = 100;

export interface Utm {
  source: string | null;
  medium: string | null;
  campaign: string | null;
}

/** utm_source, utm_medium and utm_campaign of a landing URL's query, trimmed and cut at UTM_MAX characters. */
export function utmOf(search: string): Utm {
  if (!search.includes('utm_')) return { source: null, medium: null, campaign: null };
  const params = new URLSearchParams(search);
  const value = (name: string) => {
    // Control characters are nobody's campaign name.
    // eslint-disable-next-line no-control-regex
    const v = (params.get(name) ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
    return v === '' ? null : Array.from(v).slice(0, UTM_MAX).join('');
  };
  return { source: value('utm_source'), medium: value('utm_medium'), campaign: value('utm_campaign') };
}

import { describe, expect, it } from 'vitest';
import { agentOf, deviceOf, isBot, optedOut, referrerHost, utmOf } from './classify.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

describe('isBot', () => {
  it.each([
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (compatible; YandexBot/3.0)',
    'Baiduspider+(+http://www.baidu.com/search/spider.htm)',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2)',
    'CCBot/2.0 (https://commoncrawl.org/faq/)',
    'curl/8.5.0',
    'Wget/1.21.4',
    'python-requests/2.32.3',
    'Python-urllib/3.12',
    'Go-http-client/2.0',
    'node-fetch/1.0',
    'axios/1.7.9',
    'Java/21.0.1',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Twitterbot/1.0',
    'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'Mozilla/5.0 (Windows NT 6.1; WOW64) SkypeUriPreview Preview/0.5',
    'WhatsApp/2.23.20.0',
    'Discordbot/2.0; +https://discordapp.com',
    'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
    'Chrome-Lighthouse',
    '',
    '   ',
  ])('%s is a bot', (ua) => expect(isBot(ua)).toBe(true));

  it('no user agent at all is a script', () => expect(isBot(undefined)).toBe(true));

  it.each([CHROME, FIREFOX, IPHONE, ANDROID_PHONE, ANDROID_TABLET, IPAD])('%s is a person', (ua) =>
    expect(isBot(ua)).toBe(false),
  );
});

describe('optedOut', () => {
  it('honours DNT: 1 and Sec-GPC: 1 only', () => {
    expect(optedOut('1', undefined)).toBe(true);
    expect(optedOut(undefined, '1')).toBe(true);
    expect(optedOut(' 1 ', undefined)).toBe(true);
    expect(optedOut('0', '0')).toBe(false);
    expect(optedOut(undefined, undefined)).toBe(false);
  });
});

describe('deviceOf', () => {
  it.each([
    [CHROME, 'desktop'],
    [FIREFOX, 'desktop'],
    [IPHONE, 'mobile'],
    [ANDROID_PHONE, 'mobile'],
    [ANDROID_TABLET, 'tablet'],
    [IPAD, 'tablet'],
    ['something unknown', 'desktop'],
  ])('%s → %s', (ua, device) => expect(deviceOf(ua)).toBe(device));
});

describe('agentOf', () => {
  it('is the device of a browser and null for a bot, the same on the next ask', () => {
    for (let i = 0; i < 2; i += 1) {
      expect(agentOf(IPHONE)).toBe('mobile');
      expect(agentOf(CHROME)).toBe('desktop');
      expect(agentOf('curl/8.5.0')).toBeNull();
      expect(agentOf('')).toBeNull();
    }
  });

  it('stays right past the number of agents it remembers', () => {
    for (let i = 0; i < 1500; i += 1) expect(agentOf(`${CHROME} build/${i}`)).toBe('desktop');
    expect(agentOf(ANDROID_TABLET)).toBe('tablet');
    expect(agentOf('Googlebot/2.1')).toBeNull();
  });
});

describe('referrerHost', () => {
  const own = ['advisory.example', '127.0.0.1'];
  it('keeps only the host of another site', () => {
    expect(referrerHost('https://News.Example.com/a/b?c=d#e', own)).toBe('news.example.com');
    expect(referrerHost('http://t.co/xyz', own)).toBe('t.co');
  });
  it('drops our own hosts, other schemes, junk and nothing', () => {
    expect(referrerHost('https://advisory.example/blog', own)).toBeNull();
    expect(referrerHost('http://127.0.0.1:3000/', own)).toBeNull();
    expect(referrerHost('android-app://com.google.android.gm/', own)).toBeNull();
    expect(referrerHost('not a url', own)).toBeNull();
    expect(referrerHost('', own)).toBeNull();
    expect(referrerHost(undefined, own)).toBeNull();
  });
});

describe('utmOf', () => {
  it('reads source, medium and campaign, trimmed', () => {
    expect(utmOf('?utm_source=%20news%20&utm_medium=email&utm_campaign=spring+launch&other=1')).toEqual({
      source: 'news',
      medium: 'email',
      campaign: 'spring launch',
    });
  });
  it('leaves missing and empty ones out', () => {
    expect(utmOf('')).toEqual({ source: null, medium: null, campaign: null });
    expect(utmOf('?utm_source=&utm_medium=%20')).toEqual({ source: null, medium: null, campaign: null });
  });
  it('cuts a value at 100 characters (not in the middle of a character) and drops control characters', () => {
    const long = utmOf(`?utm_campaign=${'😀'.repeat(150)}&utm_source=a%00b`);
    expect(Array.from(long.campaign!)).toHaveLength(100);
    expect(long.campaign!.endsWith('😀')).toBe(true);
    expect(long.source).toBe('ab');
  });
});

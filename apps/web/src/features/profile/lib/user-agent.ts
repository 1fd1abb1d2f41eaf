// A session's device in words, from the User-Agent its browser sent at sign-in ("Chrome on macOS",
// "Firefox on Android"): the Login sessions list (issue 25). Only the browser family and the operating
// system; versions and models change too often to be worth a parser library, and a name is enough to
// recognise one's own phone.

// Order matters: browsers built on Chromium also say "Chrome", and Chrome also says "Safari".
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOPiOS\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(Headless)?Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\/|\b(iPhone|iPad|iPod)\b.*\bMobile\//, 'Safari'],
];

// iOS before macOS ("like Mac OS X"), Android and ChromeOS before Linux.
const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

export const UNKNOWN_BROWSER = 'Unknown browser';

const first = (list: readonly [RegExp, string][], ua: string) =>
  list.find(([re]) => re.test(ua))?.[1] ?? null;

/** "Chrome on macOS"; "Chrome" when the system is not named; "Unknown browser" (on …) otherwise. */
export function describeUserAgent(userAgent: string | null | undefined): string {
  const ua = userAgent?.trim() ?? '';
  if (!ua) return UNKNOWN_BROWSER;
  const browser = first(BROWSERS, ua) ?? UNKNOWN_BROWSER;
  const system = first(SYSTEMS, ua);
  return system ? `${browser} on ${system}` : browser;
}

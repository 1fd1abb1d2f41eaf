import { describe, expect, it } from 'vitest';
import { isLoopbackUrl, siteUrlProblem } from './site-url-check.ts';

describe('isLoopbackUrl', () => {
  it.each([
    'http://localhost:3000',
    'http://LOCALHOST',
    'http://app.localhost:8080',
    'http://127.0.0.1:3000',
    'http://127.1.2.3',
    'http://[::1]:3000',
    'http://0.0.0.0:3000',
  ])('%s is this machine only', (url) => {
    expect(isLoopbackUrl(url)).toBe(true);
  });

  it.each([
    'https://advisory.example',
    'http://192.168.1.10:3000',
    'https://localhost.example.com',
    'http://10.0.0.1',
  ])('%s is not', (url) => {
    expect(isLoopbackUrl(url)).toBe(false);
  });
});

describe('siteUrlProblem', () => {
  it('names an unset SITE_URL and the default in use', () => {
    expect(siteUrlProblem(undefined, 'http://localhost:3000')).toMatch(
      /^SITE_URL is not set \(using http:\/\/localhost:3000\): certificates \(verification URL and QR code\), e-mail links and feeds will point at this machine only; set SITE_URL to the site's public address$/,
    );
    expect(siteUrlProblem('  ', 'http://localhost:3000')).toMatch(/^SITE_URL is not set/);
  });

  it('names a loopback SITE_URL, even one set on purpose', () => {
    expect(siteUrlProblem('http://127.0.0.1:8080/', 'http://127.0.0.1:8080')).toMatch(
      /^SITE_URL is http:\/\/127\.0\.0\.1:8080: certificates/,
    );
  });

  it('is quiet for a public address', () => {
    expect(siteUrlProblem('https://advisory.example', 'https://advisory.example')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { attributionLine } from './attribution';

const none = {
  landing_path: null,
  landing_referrer: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
};

describe('attributionLine', () => {
  it('names the landing page, the referring site and the campaign tags', () => {
    expect(
      attributionLine({
        landing_path: '/blog/x',
        landing_referrer: 'news.example',
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'november',
      }),
    ).toBe('Landed on /blog/x · from news.example · newsletter / email / november');
  });

  it('leaves out what was not recorded', () => {
    expect(attributionLine({ ...none, landing_path: '/services' })).toBe('Landed on /services');
    expect(attributionLine({ ...none, landing_path: '/', utm_source: 'ads', utm_campaign: 'spring' })).toBe(
      'Landed on / · ads / spring',
    );
  });

  it('is nothing when nothing was recorded', () => {
    expect(attributionLine(none)).toBeNull();
  });
});

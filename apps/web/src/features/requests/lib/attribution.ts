// Where a consultation request's visit began, in one line for its card (docs/decisions/0021):
// "Landed on /blog/x · from news.example · newsletter / email / november". Null when nothing was recorded.
import type { ContactRequest } from '../api/get-contact-requests';

type Attribution = Pick<
  ContactRequest,
  'landing_path' | 'landing_referrer' | 'utm_source' | 'utm_medium' | 'utm_campaign'
>;

export function attributionLine(r: Attribution): string | null {
  const campaign = [r.utm_source, r.utm_medium, r.utm_campaign].filter(Boolean).join(' / ');
  const parts = [
    r.landing_path && `Landed on ${r.landing_path}`,
    r.landing_referrer && `from ${r.landing_referrer}`,
    campaign,
  ].filter(Boolean);
  return parts.length === 0 ? null : parts.join(' · ');
}

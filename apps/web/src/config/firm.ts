// The firm's own facts, every one of them: its legal name, address and disclosure (the footer), how to
// reach it — e-mail, phone, office hours (the contact page, the privacy policy) —, its shop (SPEC §2's
// external Shop link in the top navigation) and its social accounts. This is the ONE place the firm edits
// them (then rebuild); every screen, and the server through the build's routes.json, reads them from here,
// and firm.test.ts fails when one of these values is written anywhere else in the source.
// Every value below is a PLACEHOLDER shipped with the code: replace each one before going live.

export interface FirmAddress {
  street: string;
  locality: string;
  region: string;
  postalCode: string;
  country: string;
}

export interface FirmPhone {
  /** As people read it, e.g. "+1 (555) 010-2100". */
  display: string;
  /** The number in E.164 form for the tel: link, e.g. "+15550102100". */
  e164: string;
}

export interface FirmSocialLink {
  /** The network's name as the link text, e.g. "LinkedIn". */
  label: string;
  /** The firm's page there, https. */
  url: string;
}

export interface FirmConfig {
  /** The registered legal name shown in the copyright line (e.g. "Example Advisory LLC"). */
  legalName: string;
  address: FirmAddress;
  /** A short "not investment advice" disclosure printed under every public page. */
  disclosure: string;
  /** The address visitors write to (contact page, privacy policy). */
  email: string;
  phone: FirmPhone;
  /** Office hours in words, with the time zone (contact page and its description). */
  officeHours: string;
  /** SPEC §2: the external Shop link in the top navigation (opens in a new tab). */
  shopUrl: string;
  /** The firm's social accounts, listed in the footer; none until the firm adds its own. */
  social: readonly FirmSocialLink[];
}

// PLACEHOLDERS: every value here is an example, not the firm's (reserved example domains, a 555-01xx
// number). Replace them all before going live.
export const firm: FirmConfig = {
  legalName: 'Bitcoin Advisory LLC (placeholder legal name)',
  address: {
    street: '100 Placeholder Street, Suite 000',
    locality: 'San Francisco',
    region: 'CA',
    postalCode: '94000',
    country: 'United States',
  },
  disclosure:
    'The information on this website is for general educational purposes only and is not investment, ' +
    'tax or legal advice. Bitcoin is volatile and you can lose money. Speak with a qualified adviser ' +
    'about your own situation before making any decision.',
  email: 'advisory@bitcoin-advisory.example',
  phone: { display: '+1 (555) 010-2100', e164: '+15550102100' },
  officeHours: 'Monday to Friday, 9AM to 5PM PST',
  shopUrl: 'https://shop.example.com',
  // e.g. { label: 'LinkedIn', url: 'https://www.linkedin.com/company/your-firm' }
  social: [],
};

/** The address on one line, as the footer prints it. */
export function formatFirmAddress(a: FirmAddress): string {
  return `${a.street}, ${a.locality}, ${a.region} ${a.postalCode}, ${a.country}`;
}

/** The e-mail address as a link target. */
export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

/** The phone number as a link target. */
export function telHref(phone: FirmPhone): string {
  return `tel:${phone.e164}`;
}

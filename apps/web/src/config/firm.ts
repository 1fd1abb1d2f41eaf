// The firm's own facts for the public site's footer: its legal name, its address and the short
// disclosure a financial firm must show. This is the ONE place the firm edits them (then rebuild).
// Every value below is a PLACEHOLDER shipped with the code: replace each one before going live.

export interface FirmAddress {
  street: string;
  locality: string;
  region: string;
  postalCode: string;
  country: string;
}

export interface FirmConfig {
  /** The registered legal name shown in the copyright line (e.g. "Example Advisory LLC"). */
  legalName: string;
  address: FirmAddress;
  /** A short "not investment advice" disclosure printed under every public page. */
  disclosure: string;
}

// PLACEHOLDERS: every value here is an example, not the firm's. Replace them all before going live.
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
};

/** The address on one line, as the footer prints it. */
export function formatFirmAddress(a: FirmAddress): string {
  return `${a.street}, ${a.locality}, ${a.region} ${a.postalCode}, ${a.country}`;
}

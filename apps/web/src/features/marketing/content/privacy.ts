// TEMPLATE TEXT: the firm reviews and edits this policy with its counsel before relying on it.
import { firm } from '@/config/firm';
import type { LegalDocument } from './legal-types';

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: 'November 28, 2026',
  intro:
    'This policy explains what personal information we collect when you use this website, request a ' +
    'consultation or take one of our courses, how we use it, and the choices you have.',
  sections: [
    {
      heading: 'Information We Collect',
      paragraphs: ['We collect only what we need to answer you and to run the site:'],
      bullets: [
        'Contact details you give us in the consultation form: name, e-mail address, phone number, company, the services you are interested in, your portfolio size range and your message.',
        'Account details when you sign up: your name, e-mail address and an encrypted password, plus your course progress and quiz results.',
        'Technical data: your IP address (used to prevent abuse and rate-limit requests) and the addresses of pages that could not be found.',
        'Page views, counted without cookies and without storing your IP address (see Website Analytics below).',
      ],
    },
    {
      heading: 'How We Use Your Information',
      paragraphs: [
        'We use your information to reply to your request and provide our advisory services, to operate your ' +
          'learning account, to keep the site secure, and to meet our legal obligations. We do not sell your ' +
          'personal information and we do not use it for third-party advertising.',
      ],
    },
    {
      heading: 'Cookies and Local Storage',
      paragraphs: [
        "When you sign in, your session is kept in your browser's local storage so you stay signed in. We do not " +
          'use advertising or cross-site tracking cookies.',
        "The page where your visit began, the website that linked to it and the link's campaign tags are kept in " +
          "your browser tab's session storage (gone when you close the tab). If you send a consultation request, " +
          'they are sent and kept with it, so we know which articles lead to conversations.',
      ],
    },
    {
      // docs/decisions/0021-first-party-analytics.md: keep this in step with what the server collects.
      heading: 'Website Analytics',
      paragraphs: [
        'We count visits to this site ourselves, on our own server, to learn which pages and articles are useful. ' +
          'No analytics company, advertising network or third-party script is involved, and no cookies are set for it. ' +
          'For each page view we record:',
      ],
      bullets: [
        'the address of the page you viewed and the day of the visit;',
        'a visitor code made from your IP address and browser together with a secret that changes every day and is ' +
          'then destroyed, so that we can count unique visitors for a day but cannot recognise you on another day ' +
          '(not even we can link two days together);',
        'the website that linked to us (its name only, never the full address) and the campaign tags of the link ' +
          'you followed (utm_source, utm_medium, utm_campaign);',
        'the kind of device: desktop, mobile or tablet.',
      ],
    },
    {
      heading: 'What Analytics Does Not Collect',
      paragraphs: [
        'We do not store your IP address or your browser details, we do not link page views to your account, and we ' +
          'do not work out your location. Visits from browsers that send Do Not Track or Global Privacy Control ' +
          'signals are not counted at all, nor are automated visits or our own staff. The individual page views are ' +
          'kept for 90 days by default and then deleted; after that only daily totals remain.',
      ],
    },
    {
      heading: 'Sharing',
      paragraphs: [
        'We share personal information only with service providers who help us run the site and our business ' +
          '(for example hosting and e-mail delivery), under contracts that require them to protect it, or when ' +
          'the law requires us to.',
      ],
    },
    {
      heading: 'Retention and Security',
      paragraphs: [
        'We keep consultation requests for as long as needed to serve you and to meet record-keeping duties, ' +
          'and account data until you ask us to delete your account. Data is protected with access controls, ' +
          'encryption in transit and the principle of least privilege.',
      ],
    },
    {
      heading: 'Your Rights',
      paragraphs: [
        'Depending on where you live, you may have the right to access, correct, delete or export your personal ' +
          `information, and to object to certain uses. To exercise these rights, e-mail us at ${firm.email}.`,
      ],
    },
    {
      heading: 'Changes to This Policy',
      paragraphs: [
        'We may update this policy from time to time. The date at the top shows when it last changed; significant ' +
          'changes will be highlighted on this page.',
      ],
    },
    {
      heading: 'Contact Us',
      paragraphs: [`Questions about this policy or your data? E-mail ${firm.email}.`],
    },
  ],
};

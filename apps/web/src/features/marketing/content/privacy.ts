// TEMPLATE TEXT: the firm reviews and edits this policy with its counsel before relying on it.
import { firm } from '@/config/firm';
import type { LegalDocument } from './legal-types';

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: 'November 23, 2026',
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

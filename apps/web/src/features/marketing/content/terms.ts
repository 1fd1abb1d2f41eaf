// TEMPLATE TEXT: the firm reviews and edits these terms with its counsel before relying on them.
import { firm } from '@/config/firm';
import type { LegalDocument } from './legal-types';

export const TERMS_OF_SERVICE: LegalDocument = {
  title: 'Terms of Service',
  lastUpdated: 'November 23, 2026',
  intro:
    'These terms govern your use of this website, including the blog and the education courses. By using the ' +
    'site you agree to them. Advisory engagements are governed by a separate written agreement.',
  sections: [
    {
      heading: 'No Investment Advice',
      paragraphs: [
        'Content on this site, including articles, glossary entries and courses, is general information for ' +
          'educational purposes. It is not investment, legal, tax or accounting advice and does not take your ' +
          'circumstances into account. Bitcoin is volatile and you can lose money; consult a qualified ' +
          'professional before making decisions.',
      ],
    },
    {
      heading: 'Your Account',
      paragraphs: [
        'You are responsible for keeping your password confidential and for activity under your account. Give ' +
          'accurate information when you sign up and tell us promptly if you suspect unauthorised use.',
      ],
    },
    {
      heading: 'Acceptable Use',
      paragraphs: ['When using the site you agree not to:'],
      bullets: [
        'break the law or infringe the rights of others;',
        'attempt to gain unauthorised access to the site, other accounts or our systems;',
        "send spam or automated requests, or interfere with the site's operation;",
        'copy or redistribute course material beyond personal use without our permission.',
      ],
    },
    {
      heading: 'Intellectual Property',
      paragraphs: [
        'The site and its content, including text, courses, graphics and logos, belong to us or our licensors and ' +
          'are protected by copyright and trademark law. You may view and print pages for your own use.',
      ],
    },
    {
      heading: 'Certificates',
      paragraphs: [
        'Course certificates confirm that you completed a course on this site. They are not a professional ' +
          'qualification or licence.',
      ],
    },
    {
      heading: 'Disclaimers and Limitation of Liability',
      paragraphs: [
        'The site is provided "as is" without warranties of any kind. To the extent the law allows, we are not ' +
          'liable for indirect or consequential losses, or for losses arising from decisions made on the basis of ' +
          'content on this site.',
      ],
    },
    {
      heading: 'Changes',
      paragraphs: [
        'We may update these terms. The date at the top shows when they last changed; continuing to use the site ' +
          'after a change means you accept the updated terms.',
      ],
    },
    {
      heading: 'Contact Us',
      paragraphs: [`Questions about these terms? E-mail ${firm.email}.`],
    },
  ],
};

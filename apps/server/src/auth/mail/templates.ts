// Subjects and bodies of the auth mails (GoTrue's default subjects), each with the link and the code.
import type { AuthMailKind, Mail } from './mailer.ts';

const SUBJECTS: Record<AuthMailKind, string> = {
  confirmation: 'Confirm Your Signup',
  recovery: 'Reset Your Password',
  magiclink: 'Your Magic Link',
  email_change: 'Confirm Email Change',
  invite: 'You have been invited',
};

const ACTIONS: Record<AuthMailKind, string> = {
  confirmation: 'Follow this link to confirm your account:',
  recovery: 'Follow this link to reset the password for your account:',
  magiclink: 'Follow this link to sign in:',
  email_change: 'Follow this link to confirm the change of your e-mail address:',
  invite: 'Follow this link to accept the invite:',
};

export function buildMail(kind: AuthMailKind, to: string, link: string, otp: string, siteName: string): Mail {
  const text = `${siteName}\n\n${ACTIONS[kind]}\n${link}\n\nOr enter this code: ${otp}\n\nIf you did not ask for this, ignore this e-mail.\n`;
  return { to, subject: SUBJECTS[kind], text, link, kind };
}

/**
 * To the address an account is leaving (issue 37): a change requested from a stolen session would otherwise be
 * seen only at the new address, which the thief chose. Carries no link that acts on the account, only the site.
 */
export function buildEmailChangeNotice(
  to: string,
  newEmail: string,
  applied: boolean,
  siteUrl: string,
  siteName: string,
): Mail {
  const what = applied
    ? `The e-mail address of your account was changed from ${to} to ${newEmail}.`
    : `Your e-mail is being changed to ${newEmail}: a confirmation link was sent there, and the account moves to that address once it is opened.`;
  const text = `${siteName}\n\n${what}\n\nIf you did not ask for this, sign in at ${siteUrl} and change your password, and tell us.\n`;
  return {
    to,
    subject: applied ? 'Your E-mail Address Was Changed' : 'Your E-mail Address Is Being Changed',
    text,
    link: siteUrl,
    kind: 'email_change_notice',
  };
}

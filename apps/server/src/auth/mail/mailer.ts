// Outgoing mail: recorded in server.outbox (always), sent through nodemailer when SMTP_URL is set. Without SMTP the
// log says only that a mail of a kind was queued and its outbox row: a verify or recovery link in the log would
// sign in whoever reads the log, and addresses are personal data. The link is in server.outbox (only the server's
// database role can read it).
import type { Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/types.ts';
import type { Logger } from '../../http/logger.ts';
import { insertOutbox, markDelivered } from '../models/outbox.ts';

/** The auth mails (GoTrue's kinds). */
export type AuthMailKind = 'confirmation' | 'recovery' | 'magiclink' | 'email_change' | 'invite';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  link: string;
  /**
   * Auth mails; the notice to the old address that the account's e-mail is being changed (templates.ts); the
   * staff notice about a new contact request (jobs/contact-notify.ts).
   */
  kind: AuthMailKind | 'email_change_notice' | 'contact_request';
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(db: Database, config: Config, logger: Logger): Mailer {
  // nodemailer is loaded on the first mail, not at boot (it is ~70 ms of start-up otherwise).
  let transport: Promise<Transporter> | null = null;
  const smtpUrl = config.smtpUrl;
  const getTransport = (url: string) =>
    (transport ??= import('nodemailer').then((m) => m.default.createTransport(url)));
  return {
    async send(mail) {
      const id = await insertOutbox(db, {
        recipient: mail.to,
        subject: mail.subject,
        body: mail.text,
        link: mail.link,
        kind: mail.kind,
      });
      if (!smtpUrl) {
        logger.info({ kind: mail.kind, outboxId: id }, 'mail not sent (no SMTP_URL): queued in server.outbox');
        return;
      }
      try {
        await (await getTransport(smtpUrl)).sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text });
        await markDelivered(db, id);
      } catch (err) {
        // The request still succeeds, as with GoTrue's async mailer; the outbox row stays undelivered.
        logger.error({ err, kind: mail.kind, outboxId: id }, 'mail delivery failed');
      }
    },
  };
}

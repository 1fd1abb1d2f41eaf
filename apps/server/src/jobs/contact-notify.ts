// Staff notification for contact requests (DESIGN §4): a small loop that e-mails every staff member (admin or
// editor) once per new request and stamps contact_requests.notified_at. It runs as the table owner (plain
// db.query, no API role), and is safe with several server processes on one PostgreSQL: a request is claimed
// with `for update skip locked` and stamped in the same transaction, so exactly one process mails it.
import { createMailer, type Mailer } from '../auth/mail/mailer.ts';
import { realTimer, type Timer } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/types.ts';
import type { Logger } from '../http/logger.ts';
import { buildContactNotice, type PendingContactRequest } from './contact-notify-mail.ts';

export interface ContactNotifierDeps {
  db: Database;
  config: Config;
  logger: Logger;
  /** Defaults to the auth mail module's mailer (SMTP when SMTP_URL is set, else log + server.outbox). */
  mailer?: Mailer;
  /** Pause between passes; 10 s by default. */
  intervalMs?: number;
  /** What the pause is timed with (the real clock by default); tests fire it themselves. */
  timer?: Timer;
  /** Requests claimed per pass. */
  batchSize?: number;
}

const STAFF_SQL = `
  select distinct u.email::text as email
  from public.profiles p
  join auth.users u on u.id = p.user_id
  where p.role in ('admin', 'editor') and u.email is not null and u.deleted_at is null
    and (u.banned_until is null or u.banned_until < now())
  order by 1`;

// Claim and stamp in one statement: rows another process holds are skipped, not waited for.
const CLAIM_SQL = `
  with claimed as (
    select id from public.contact_requests
    where notified_at is null
    order by created_at
    limit $1
    for update skip locked
  )
  update public.contact_requests r set notified_at = now()
  from claimed where r.id = claimed.id
  returning r.id, r.first_name, r.last_name, r.email, r.phone, r.company, r.service, r.assets, r.message, r.created_at`;

/**
 * One pass: claims pending requests, mails each to every staff member, returns how many requests were sent.
 * Without any staff nothing is claimed, so requests wait until someone can read them. A request whose mail
 * could not even be recorded is released (notified_at back to null) and retried on a later pass.
 */
export async function notifyPendingContactRequests(deps: ContactNotifierDeps & { mailer: Mailer }): Promise<number> {
  const { db, config, logger, mailer } = deps;
  const claim = await db.transaction(async (tx) => {
    const staff = (await tx.query<{ email: string }>(STAFF_SQL)).rows.map((r) => r.email);
    if (staff.length === 0) return { staff, requests: [] as PendingContactRequest[] };
    const { rows } = await tx.query<PendingContactRequest>(CLAIM_SQL, [deps.batchSize ?? 20]);
    return { staff, requests: rows };
  });

  let sent = 0;
  for (const request of claim.requests) {
    try {
      for (const to of claim.staff) {
        await mailer.send(buildContactNotice(request, to, { siteName: config.siteName, siteUrl: config.siteUrl }));
      }
      sent += 1;
    } catch (err) {
      logger.error({ err, contactRequestId: request.id }, 'contact request notification failed; will retry');
      await db
        .query('update public.contact_requests set notified_at = null where id = $1', [request.id])
        .catch((releaseErr: unknown) => logger.error({ err: releaseErr }, 'could not release contact request'));
    }
  }
  if (sent > 0) logger.info({ requests: sent, recipients: claim.staff.length }, 'staff notified of contact requests');
  return sent;
}

/**
 * Starts the loop: one pass now, then one every `intervalMs` after the previous pass ended (passes never
 * overlap). Returns a stop function that cancels the timer and waits for a running pass to finish.
 */
export function startContactNotifier(deps: ContactNotifierDeps): () => Promise<void> {
  const mailer = deps.mailer ?? createMailer(deps.db, deps.config, deps.logger);
  const intervalMs = deps.intervalMs ?? 10_000;
  const timer = deps.timer ?? realTimer;
  let stopped = false;
  let cancel = () => {};
  let running: Promise<void> = Promise.resolve();

  const tick = () => {
    running = notifyPendingContactRequests({ ...deps, mailer })
      .then(
        () => undefined,
        (err: unknown) => {
          if (!stopped) deps.logger.error({ err }, 'contact notifier pass failed');
        },
      )
      .finally(() => {
        if (!stopped) cancel = timer(intervalMs, tick);
      });
  };
  tick();

  return async () => {
    stopped = true;
    cancel();
    await running;
  };
}

// SQL for server.outbox: every mail we send (or, without SMTP, only record).
import type { Queryable } from '../../db/types.ts';

export interface OutboxMail {
  recipient: string;
  subject: string;
  body: string;
  link: string | null;
  kind: string;
}

export async function insertOutbox(q: Queryable, m: OutboxMail): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `insert into server.outbox (recipient, subject, body, link, kind) values ($1, $2, $3, $4, $5) returning id`,
    [m.recipient, m.subject, m.body, m.link, m.kind],
  );
  return rows[0]?.id ?? 0;
}

export async function markDelivered(q: Queryable, id: number): Promise<void> {
  await q.query(`update server.outbox set delivered_at = now() where id = $1`, [id]);
}

// SQL for the accounts the ADMIN_EMAIL bootstrap created itself, kept in server.settings (no API role can read
// or write that table) under `bootstrap_admin:<user id>`. Keyed by the account, not the address: an address
// that was freed and taken by someone else names a different account, which start-up never promotes.
import type { Queryable } from '../../db/types.ts';

const key = (userId: string) => `bootstrap_admin:${userId}`;

export async function markBootstrapAdmin(q: Queryable, userId: string, email: string): Promise<void> {
  await q.query(`insert into server.settings (key, value) values ($1, $2) on conflict (key) do nothing`, [key(userId), email]);
}

export async function isBootstrapAdmin(q: Queryable, userId: string): Promise<boolean> {
  const { rows } = await q.query(`select 1 from server.settings where key = $1`, [key(userId)]);
  return rows.length > 0;
}

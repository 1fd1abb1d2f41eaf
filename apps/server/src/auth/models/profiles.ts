// SQL for the app's public.profiles role column (created by the data-model migrations; a trigger on
// auth.users makes the row). Absent table → nothing to do, so auth works on a bare database too.
import type { Queryable } from '../../db/types.ts';

export async function profilesTableExists(q: Queryable): Promise<boolean> {
  const { rows } = await q.query<{ t: string | null }>(`select to_regclass('public.profiles')::text as t`);
  return Boolean(rows[0]?.t);
}

/** Sets the role; returns false when there is no profiles table or no profile row. */
export async function setProfileRole(q: Queryable, userId: string, role: string): Promise<boolean> {
  if (!(await profilesTableExists(q))) return false;
  const { rowCount } = await q.query(`update public.profiles set role = $2 where user_id = $1`, [userId, role]);
  return rowCount > 0;
}

export async function getProfileRole(q: Queryable, userId: string): Promise<string | null> {
  if (!(await profilesTableExists(q))) return null;
  const { rows } = await q.query<{ role: string }>(`select role from public.profiles where user_id = $1`, [userId]);
  return rows[0]?.role ?? null;
}

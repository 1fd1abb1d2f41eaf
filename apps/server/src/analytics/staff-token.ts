// Whether an `Authorization: Bearer …` header carries a staff member's live access token (the retract beacon):
// verified as the auth API verifies it (auth/tokens/jwt.ts: our HS256 secret, unexpired), its session still
// open, its user neither deleted nor banned, and their profile's role editor or admin (DESIGN §3's staff).
import type { Queryable } from '../db/types.ts';
import type { Keys } from '../http/keys.ts';
import { verifyAccessToken } from '../auth/tokens/jwt.ts';

export type StaffCheck = 'staff' | 'not_staff' | 'no_token' | 'bad_token';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const STAFF_SQL = `
  select p.role in ('editor', 'admin') as staff
  from public.profiles p
  join auth.users u on u.id = p.user_id
  where p.user_id = $1 and u.deleted_at is null and (u.banned_until is null or u.banned_until < now())
    and ($2::uuid is null or exists (select 1 from auth.sessions s where s.id = $2::uuid and s.user_id = p.user_id))`;

export async function verifyStaff(
  db: Queryable,
  keys: Keys,
  authorization: string | undefined,
): Promise<StaffCheck> {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  if (!token) return 'no_token';
  let claims: Record<string, unknown>;
  try {
    claims = await verifyAccessToken(keys.secret, token);
  } catch {
    return 'bad_token';
  }
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  const session = typeof claims.session_id === 'string' && claims.session_id ? claims.session_id : null;
  if (claims.role !== 'authenticated' || !UUID.test(sub) || (session !== null && !UUID.test(session)))
    return 'bad_token';
  const { rows } = await db.query<{ staff: boolean }>(STAFF_SQL, [sub, session]);
  if (rows.length === 0) return 'bad_token'; // signed out, deleted or banned since the token was made
  return rows[0]!.staff ? 'staff' : 'not_staff';
}

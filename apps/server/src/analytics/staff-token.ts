// Whether an `Authorization: Bearer …` header carries a staff member's live access token (the retract beacon):
// verified as the auth API verifies it (http/jwt-verify.ts, which auth/tokens/jwt.ts uses too: our HS256 secret,
// unexpired), its session still open, its user neither deleted nor banned, and their profile's role editor or
// admin (DESIGN §3's staff) — and, while staff two-factor sign-in is required
// (security_settings.staff_mfa_required), an aal2 session. That last rule is the database's own
// (staff_needs_second_factor(), on the staff_assurance_ok() every staff policy uses), asked as the token's own
// request, so the beacon and RLS can never disagree on who is staff.
import { readInRequest } from '../db/request-context.ts';
import type { Database } from '../db/types.ts';
import { verifyHs256 } from '../http/jwt-verify.ts';
import type { Keys } from '../http/keys.ts';

export type StaffCheck = 'staff' | 'not_staff' | 'needs_aal2' | 'no_token' | 'bad_token';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const STAFF_SQL = `
  select p.role in ('editor', 'admin') as staff
  from public.profiles p
  join auth.users u on u.id = p.user_id
  where p.user_id = $1 and u.deleted_at is null and (u.banned_until is null or u.banned_until < now())
    and ($2::uuid is null or exists (select 1 from auth.sessions s where s.id = $2::uuid and s.user_id = p.user_id))`;

const NEEDS_SECOND_FACTOR = { text: `select public.staff_needs_second_factor() as needs`, values: [] };

export async function verifyStaff(
  db: Database,
  keys: Keys,
  authorization: string | undefined,
): Promise<StaffCheck> {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  if (!token) return 'no_token';
  let claims: Record<string, unknown>;
  try {
    claims = await verifyHs256(keys.secret, token);
  } catch {
    return 'bad_token';
  }
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  const session = typeof claims.session_id === 'string' && claims.session_id ? claims.session_id : null;
  if (claims.role !== 'authenticated' || !UUID.test(sub) || (session !== null && !UUID.test(session)))
    return 'bad_token';
  const { rows } = await db.query<{ staff: boolean }>(STAFF_SQL, [sub, session]);
  if (rows.length === 0) return 'bad_token'; // signed out, deleted or banned since the token was made
  if (!rows[0]!.staff) return 'not_staff';
  const aal = await readInRequest<{ needs: boolean }>(
    db,
    { role: 'authenticated', claims, method: 'POST', path: '/api/page-view/retract' },
    NEEDS_SECOND_FACTOR,
  );
  return aal.rows[0]?.needs === false ? 'staff' : 'needs_aal2';
}

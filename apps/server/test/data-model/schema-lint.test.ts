// The schema linted as Supabase's security advisor would, plus the portability promise: the migrations use
// nothing from our local bootstrap that hosted Supabase does not also provide.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/types.ts';
import { MIGRATIONS_DIR } from '../../src/paths.ts';
import { backends } from '../support/backends.ts';
import { openTestDatabase } from '../support/test-server.ts';

// Functions visitors may call without signing in; everything else needs a session or the service role.
const ANON_FUNCTIONS = ['log_not_found', 'submit_contact_request', 'verify_certificate'];
// RLS on, deliberately without policies: only SECURITY DEFINER functions touch it.
// Internal tables only the server (the database owner) reads and writes: rate-limit counters, the daily analytics salts.
const NO_POLICY_TABLES = ['analytics_salts', 'rate_limit_counters'];

describe.each(backends)('schema lint on %s', (backend) => {
  let db: Database;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const t = await openTestDatabase(backend);
    db = t.opened.db;
    cleanup = t.cleanup;
  });
  afterAll(async () => cleanup());

  const names = async (sql: string) => (await db.query<{ name: string }>(sql)).rows.map((r) => r.name).sort();

  it('has RLS enabled on every table in public, and a policy on each (but the internal tables)', async () => {
    expect(
      await names(`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity`),
    ).toEqual([]);
    expect(
      await names(`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
        and not exists (select 1 from pg_policy p where p.polrelid = c.oid)`),
    ).toEqual(NO_POLICY_TABLES);
  });

  it('has no views that would run with their owner’s rights', async () => {
    expect(
      await names(`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('v', 'm')
        and not coalesce(c.reloptions @> array['security_invoker=true'], false)`),
    ).toEqual([]);
  });

  it('fixes search_path on every function in public', async () => {
    expect(
      await names(`select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and not exists (
        select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`),
    ).toEqual([]);
  });

  it('revokes EXECUTE from PUBLIC on every function and grants it explicitly', async () => {
    // A null ACL means the default: EXECUTE for PUBLIC.
    expect(
      await names(`select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and (p.proacl is null
        or exists (select 1 from aclexplode(p.proacl) a where a.grantee = 0 and a.privilege_type = 'EXECUTE'))`),
    ).toEqual([]);
    expect(
      await names(`select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prorettype <> 'trigger'::regtype
        and not has_function_privilege('service_role', p.oid, 'EXECUTE')`),
    ).toEqual([]);
  });

  it('lets anon execute only the visitor functions; SECURITY DEFINER is used only where needed', async () => {
    expect(
      await names(`select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and has_function_privilege('anon', p.oid, 'EXECUTE')`),
    ).toEqual(ANON_FUNCTIONS);
    expect(
      await names(`select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prosecdef`),
    ).toEqual([
      'admin_list_users',
      'admin_reset_mfa',
      'analytics_report',
      'archive_post_revisions',
      'calculate_quiz_score',
      'get_quiz_answers',
      'get_quiz_questions_for_user',
      'handle_new_user',
      'has_admin_access',
      'is_admin',
      'issue_certificate',
      'issue_certificate_unrevoked',
      'list_my_sessions',
      'log_not_found',
      'purge_post_archive',
      'quiz_attempts_number',
      'record_post_revision',
      'redirects_reject_loop',
      'reinstate_certificate',
      'revoke_certificate',
      'revoke_my_session',
      'set_user_role',
      'staff_assurance_ok',
      'staff_needs_second_factor',
      'submit_contact_request',
      'user_progress_guard',
      'verify_certificate',
    ]);
  });

  it('indexes every foreign key (Supabase lint: unindexed foreign keys)', async () => {
    expect(
      await names(`select c.conrelid::regclass::text || '.' || a.attname as name
      from pg_constraint c
      join pg_namespace n on n.oid = c.connamespace
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where n.nspname = 'public' and c.contype = 'f'
        and not exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])`),
    ).toEqual([]);
  });
});

describe('migrations are portable to hosted Supabase', () => {
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const sql = files.map((f) => readFileSync(join(MIGRATIONS_DIR, f), 'utf8')).join('\n');

  it('are timestamped plain SQL files', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(f).toMatch(/^\d{14}_[a-z0-9_]+\.sql$/);
  });

  // auth.sessions is GoTrue's own table (hosted Supabase has it with the same columns): the login-sessions
  // functions read and delete the caller's rows (issue 25). So are auth.mfa_factors, auth.mfa_amr_claims and
  // auth.audit_log_entries: admin_reset_mfa() removes a user's factors (recovery) and logs it.
  it('reference from the auth schema only auth.users, auth.sessions and auth.uid()/role()/jwt()/email()', () => {
    const used = new Set([...sql.matchAll(/\bauth\.(\w+)/g)].map((m) => m[1]));
    expect(
      [...used].filter(
        (u) =>
          ![
            'users',
            'sessions',
            'mfa_factors',
            'mfa_amr_claims',
            'audit_log_entries',
            'uid',
            'role',
            'jwt',
            'email',
          ].includes(u!),
      ),
    ).toEqual([]);
  });

  it('never touch our local server schema or create roles', () => {
    expect(sql).not.toMatch(/\bserver\./);
    expect(sql).not.toMatch(/\bcreate\s+role\b/i);
  });
});

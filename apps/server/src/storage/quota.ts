// Per-account storage quota (hardening II, ADR 0013; ADR 0014 "Quota"): an account without staff access keeps at
// most QUOTA.objects files and QUOTA.bytes bytes across all buckets. Staff, the service role and writes with no user
// (the server's own) are not limited. Checked in the transaction that writes the row, under the same per-account
// advisory lock the database's own quotas take (supabase/migrations/20261126000100_account_quotas.sql), so parallel
// uploads of one account cannot both slip under the limit. The count reads every bucket, whatever RLS shows the
// caller, so it runs as the server's own role for that one statement.
import type { Queryable } from '../db/types.ts';
import type { Caller } from './context.ts';
import { StorageError } from './errors.ts';

export const QUOTA = { objects: 200, bytes: 50 * 1024 * 1024 } as const;

export const quotaExceeded = (message: string) =>
  new StorageError('QuotaExceeded', '413', 'Quota exceeded', message);

const mb = (n: number) => `${(n / (1024 * 1024)).toFixed(1)} MB`;

export async function enforceQuota(
  tx: Queryable,
  who: Caller | null,
  w: { ownerId: string | null; bucket: string; name: string; size: number },
): Promise<void> {
  if (!w.ownerId || who?.role === 'service_role' || who?.role === 'anon') return;
  await tx.query(`select pg_advisory_xact_lock(hashtextextended('account-quota:' || $1::text, 0))`, [w.ownerId]);
  const { rows: roleRows } = await tx.query<{ role: string }>(`select current_setting('role') as role`);
  const role = roleRows[0]?.role ?? 'none';
  await tx.query(`select set_config('role', 'none', true)`);
  let usage: { staff: boolean; n: number; bytes: string | number } | undefined;
  try {
    ({
      rows: [usage],
    } = await tx.query<{ staff: boolean; n: number; bytes: string | number }>(
      `select exists (select 1 from public.profiles p where p.user_id::text = $1 and p.role in ('admin', 'editor')) as staff,
              count(o.*)::int as n, coalesce(sum((o.metadata->>'size')::bigint), 0) as bytes
         from storage.objects o
        where o.owner_id = $1 and not (o.bucket_id = $2 and o.name = $3)`,
      [w.ownerId, w.bucket, w.name],
    ));
  } finally {
    await tx.query(`select set_config('role', $1, true)`, [role]);
  }
  if (!usage || usage.staff) return;
  const bytes = Number(usage.bytes);
  if (usage.n + 1 > QUOTA.objects)
    throw quotaExceeded(
      `Storage quota reached: an account can keep at most ${QUOTA.objects} files (you have ${usage.n}). Delete files you no longer need.`,
    );
  if (bytes + w.size > QUOTA.bytes)
    throw quotaExceeded(
      `Storage quota reached: an account can keep at most ${mb(QUOTA.bytes)} in all (you have ${mb(bytes)}; this file needs ${mb(w.size)}). Delete files you no longer need.`,
    );
}

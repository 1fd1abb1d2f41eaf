// SQL on storage.buckets (as the caller unless a handler says otherwise); values are bound parameters.
import type { Queryable } from '../../db/types.ts';

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: string | number | null;
  allowed_mime_types: string[] | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at';

export async function findBucket(db: Queryable, id: string): Promise<BucketRow | null> {
  const { rows } = await db.query<BucketRow>(`select ${COLUMNS} from storage.buckets where id = $1`, [id]);
  return rows[0] ?? null;
}

const SORT: Readonly<Record<string, string>> = { id: 'id', name: 'name', created_at: 'created_at', updated_at: 'updated_at' };

export async function listBuckets(
  db: Queryable,
  q: { limit: number | null; offset: number; column: string; desc: boolean; search: string },
): Promise<BucketRow[]> {
  const column = SORT[q.column] ?? 'name';
  const { rows } = await db.query<BucketRow>(
    `select ${COLUMNS} from storage.buckets where $1 = '' or name ilike '%' || $1 || '%'
     order by ${column} ${q.desc ? 'desc' : 'asc'} limit $2 offset $3`,
    [q.search.replace(/[\\%_]/g, (ch) => `\\${ch}`), q.limit, q.offset],
  );
  return rows;
}

export async function insertBucket(
  db: Queryable,
  b: { id: string; owner: string | null; ownerId: string | null; public: boolean; limit: number | null; mimes: string[] | null },
): Promise<void> {
  await db.query(
    `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
     values ($1, $1, $2::uuid, $3, $4, $5, $6::text[])`,
    [b.id, b.owner, b.ownerId, b.public, b.limit, b.mimes],
  );
}

export async function updateBucket(
  db: Queryable,
  id: string,
  b: { public: boolean | undefined; limit: number | null | undefined; mimes: string[] | null | undefined },
): Promise<boolean> {
  const { rows } = await db.query(
    `update storage.buckets set
       public = coalesce($2, public),
       file_size_limit = case when $3 then $4::bigint else file_size_limit end,
       allowed_mime_types = case when $5 then $6::text[] else allowed_mime_types end,
       updated_at = now()
     where id = $1 returning id`,
    [id, b.public ?? null, b.limit !== undefined, b.limit ?? null, b.mimes !== undefined, b.mimes ?? null],
  );
  return rows.length > 0;
}

export async function deleteBucket(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query(`delete from storage.buckets where id = $1 returning id`, [id]);
  return rows.length > 0;
}

export async function bucketHasObjects(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query(`select 1 from storage.objects where bucket_id = $1 limit 1`, [id]);
  return rows.length > 0;
}

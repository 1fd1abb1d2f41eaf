// SQL on storage.objects. Run as the caller (RLS decides) or as the owner where Supabase runs as superuser
// (public and signed downloads, signed uploads). Every value is a bound parameter.
import type { Queryable } from '../../db/types.ts';

export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: unknown;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
}

const COLUMNS = `id, bucket_id, name, owner, owner_id, version, metadata, user_metadata, created_at, updated_at,
  last_accessed_at`;

export async function findObject(db: Queryable, bucket: string, name: string): Promise<ObjectRow | null> {
  const { rows } = await db.query<ObjectRow>(
    `select ${COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, name],
  );
  return rows[0] ?? null;
}

export interface NewObject {
  bucket: string;
  name: string;
  owner: string | null;
  ownerId: string | null;
  version: string;
  metadata: ObjectMetadata | Record<string, never>;
  userMetadata: unknown;
}

/** Inserts (or with `upsert`, replaces) the row; answers its id and the version it replaced, if any. */
export async function putObject(
  db: Queryable,
  o: NewObject,
  upsert: boolean,
): Promise<{ id: string; old_version: string | null }> {
  const values = [
    o.bucket,
    o.name,
    o.owner,
    o.ownerId,
    o.version,
    JSON.stringify(o.metadata),
    o.userMetadata === undefined ? null : JSON.stringify(o.userMetadata),
  ];
  const insert = `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
    values ($1, $2, $3::uuid, $4, $5, $6::jsonb, $7::jsonb)`;
  const { rows } = upsert
    ? await db.query<{ id: string; old_version: string | null }>(
        `with old as (select version from storage.objects where bucket_id = $1 and name = $2)
         ${insert}
         on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
           version = excluded.version, metadata = excluded.metadata, user_metadata = excluded.user_metadata,
           updated_at = now(), last_accessed_at = now()
         returning id, (select version from old) as old_version`,
        values,
      )
    : await db.query<{ id: string; old_version: string | null }>(
        `${insert} returning id, null::text as old_version`,
        values,
      );
  const row = rows[0];
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function deleteObjects(db: Queryable, bucket: string, names: readonly string[]): Promise<ObjectRow[]> {
  const { rows } = await db.query<ObjectRow>(
    `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${COLUMNS}`,
    [bucket, names],
  );
  return rows;
}

export async function moveObject(
  db: Queryable,
  from: { bucket: string; name: string },
  to: { bucket: string; name: string },
): Promise<{ id: string } | null> {
  const { rows } = await db.query<{ id: string }>(
    `update storage.objects set bucket_id = $3, name = $4, updated_at = now()
     where bucket_id = $1 and name = $2 returning id`,
    [from.bucket, from.name, to.bucket, to.name],
  );
  return rows[0] ?? null;
}

export async function visibleNames(db: Queryable, bucket: string, names: readonly string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ name: string }>(
    `select name from storage.objects where bucket_id = $1 and name = any($2::text[])`,
    [bucket, names],
  );
  return new Set(rows.map((r) => r.name));
}

export interface ListRow {
  name: string;
  id: string | null;
  updated_at: Date | null;
  created_at: Date | null;
  last_accessed_at: Date | null;
  metadata: unknown;
}

const SORT_COLUMNS: Readonly<Record<string, string>> = {
  name: 'name',
  updated_at: 'updated_at',
  created_at: 'created_at',
  last_accessed_at: 'last_accessed_at',
};

/**
 * One level of a bucket under `prefix` (which ends in `/` or is empty), as Supabase's storage.search: names that
 * start with prefix+search (ignoring case), files as themselves and deeper names as one folder row (id null).
 * The sort column and order come from fixed lists, never from the request's text.
 */
export async function listLevel(
  db: Queryable,
  q: { bucket: string; prefix: string; search: string; limit: number; offset: number; column: string; desc: boolean },
): Promise<ListRow[]> {
  const column = SORT_COLUMNS[q.column] ?? 'name';
  const order = q.desc ? 'desc' : 'asc';
  const like = `${(q.prefix + q.search).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const { rows } = await db.query<ListRow>(
    `with matched as (
       select substr(name, char_length($2) + 1) as rest, id, updated_at, created_at, last_accessed_at, metadata
       from storage.objects where bucket_id = $1 and name ilike $3 escape '\\'
     )
     select name, id, updated_at, created_at, last_accessed_at, metadata from (
       select split_part(rest, '/', 1) as name, null::uuid as id, null::timestamptz as updated_at,
         null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata
       from matched where position('/' in rest) > 0 group by 1
       union all
       select rest, id, updated_at, created_at, last_accessed_at, metadata from matched where position('/' in rest) = 0
     ) level
     order by ${column} ${order}${column === 'name' ? '' : ', name asc'}
     limit $4 offset $5`,
    [q.bucket, q.prefix, like, q.limit, q.offset],
  );
  return rows;
}

// A stored file's backend key comes from its row's `version` (a UUID this server made), never from the bucket or
// object name the user chose: names can hold anything Supabase allows, keys only `<2 hex>/<uuid>`. A new upload gets
// a new version, so replacing a file never overwrites the bytes of the version still in the database until commit.
import { randomUUID } from 'node:crypto';

export function newVersion(): string {
  return randomUUID();
}

export function keyOf(version: string): string {
  return `${version.slice(0, 2)}/${version}`;
}

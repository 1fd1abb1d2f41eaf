// Builds supabase/schema.sql from a fresh, migrated PGlite database in a temporary directory: what
// `npm run gen:schema` writes (docs/decisions/0025-schema-text.md). PGlite is the golden database because its
// version is pinned by the lockfile, so every machine deparses the same text.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateAll, openDatabase } from './open.ts';
import { schemaTextOf } from './schema-text.ts';

/** The checked-in output, beside the migrations it is the current text of. */
export const SCHEMA_SQL_FILE = fileURLToPath(new URL('../../../../supabase/schema.sql', import.meta.url));

/** supabase/schema.sql's text for bootstrap + supabase/migrations, applied to a throwaway PGlite database. */
export async function generateSchemaSql(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gen-schema-'));
  try {
    const opened = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      await migrateAll(opened.db);
      return await schemaTextOf(opened.db);
    } finally {
      await opened.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Builds the database types from a fresh, migrated PGlite database in a temporary directory: what
// `npm run gen:db-types` writes to database-types.ts (docs/decisions/0020-generated-database-types.md).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateAll, openDatabase } from './open.ts';
import { renderDatabaseTypes } from './render-database-types.ts';
import { readSchemaCatalog } from './schema-catalog.ts';
import type { Queryable } from './types.ts';

/** The checked-in output, in the shared package both apps import it from (`@advisory/site/database-types`). */
export const DATABASE_TYPES_FILE = fileURLToPath(
  new URL('../../../../packages/site/src/database-types.ts', import.meta.url),
);

/** The generated file's text for the schema of an already migrated database. */
export async function databaseTypesOf(q: Queryable): Promise<string> {
  return renderDatabaseTypes(await readSchemaCatalog(q));
}

/** The generated file's text for bootstrap + supabase/migrations, applied to a throwaway PGlite database. */
export async function generateDatabaseTypes(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gen-db-types-'));
  try {
    const opened = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      await migrateAll(opened.db);
      return await databaseTypesOf(opened.db);
    } finally {
      await opened.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// npm run gen:schema: writes supabase/schema.sql, the current text of the schema, from bootstrap +
// supabase/migrations (a fresh PGlite database in a temporary directory). schema-text.test.ts fails while it is stale.
// Runs under tsx's loader (package.json: node --import tsx) because the generator is the server's TypeScript.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { generateSchemaSql, SCHEMA_SQL_FILE } from '../apps/server/src/db/generate-schema-sql.ts';

const text = await generateSchemaSql();
let before = '';
try {
  before = readFileSync(SCHEMA_SQL_FILE, 'utf8');
} catch {
  // First run: no file yet.
}
const name = relative(process.cwd(), SCHEMA_SQL_FILE);
if (before === text) {
  console.log(`${name} is up to date.`);
} else {
  writeFileSync(SCHEMA_SQL_FILE, text);
  console.log(`Wrote ${name}.`);
}

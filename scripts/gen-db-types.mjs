// npm run gen:db-types: writes packages/site/src/database-types.ts from bootstrap + supabase/migrations
// (a fresh PGlite database in a temporary directory). database-types.test.ts fails while the file is stale.
// Runs under tsx's loader (package.json: node --import tsx) because the generator is the server's TypeScript.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { DATABASE_TYPES_FILE, generateDatabaseTypes } from '../apps/server/src/db/generate-database-types.ts';

const text = await generateDatabaseTypes();
let before = '';
try {
  before = readFileSync(DATABASE_TYPES_FILE, 'utf8');
} catch {
  // First run: no file yet.
}
const name = relative(process.cwd(), DATABASE_TYPES_FILE);
if (before === text) {
  console.log(`${name} is up to date.`);
} else {
  writeFileSync(DATABASE_TYPES_FILE, text);
  console.log(`Wrote ${name}.`);
}

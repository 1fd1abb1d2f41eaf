import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** The repository root (apps/server/src → ../../..). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const BOOTSTRAP_DIR = fileURLToPath(new URL('./db/bootstrap/', import.meta.url));
export const MIGRATIONS_DIR = join(REPO_ROOT, 'supabase', 'migrations');
export const SEED_FILE = join(REPO_ROOT, 'supabase', 'seed.sql');
// The built web app. WEB_DIST_DIR lets the e2e runner serve a build of its own (parallel runs never share
// a half-written dist folder).
export const WEB_DIST = process.env.WEB_DIST_DIR ?? join(REPO_ROOT, 'apps', 'web', 'dist');

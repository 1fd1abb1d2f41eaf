import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** The repository root (apps/server/src → ../../..). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const BOOTSTRAP_DIR = fileURLToPath(new URL('./db/bootstrap/', import.meta.url));
export const MIGRATIONS_DIR = join(REPO_ROOT, 'supabase', 'migrations');
export const SEED_FILE = join(REPO_ROOT, 'supabase', 'seed.sql');
export const WEB_DIST = join(REPO_ROOT, 'apps', 'web', 'dist');

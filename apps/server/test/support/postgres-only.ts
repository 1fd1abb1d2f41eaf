// Suites that need PostgreSQL itself (several processes on one database, its locks, its tools). Without
// TEST_DATABASE_URL — a newcomer's machine — they are reported as skipped, by name, instead of vanishing (an empty
// `describe.each`) or failing the file with "No test suite found". `.ci/run` always sets the URL for its first pass.
import { describe } from 'vitest';
import { TEST_DATABASE_URL } from './backends.ts';

export const describeOnPostgres = describe.skipIf(!TEST_DATABASE_URL).each(['postgres'] as const);

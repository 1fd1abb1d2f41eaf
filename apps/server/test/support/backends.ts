// Which databases the integration suites run on: always PGlite; PostgreSQL too when TEST_DATABASE_URL is set.
export type Backend = 'pglite' | 'postgres';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export const backends: Backend[] = TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

// A PostgreSQL database of its own for one bench run: made on the server BENCH_DATABASE_URL (else
// TEST_DATABASE_URL) names, dropped afterwards whatever happens.
import pg from 'pg';

/** The PostgreSQL server the benches may create databases on, or undefined (PGlite only). */
export const BENCH_PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** Runs `run` with the URL of a new database `<prefix>_<pid>` on `serverUrl`, then drops it. */
export async function withScratchDatabase<T>(
  serverUrl: string,
  prefix: string,
  run: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const name = `${prefix}_${process.pid}`;
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

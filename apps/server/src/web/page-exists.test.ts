import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../db/types.ts';
import type { PublishedSlugs } from './published-slugs.ts';
import { writeWebRoutes } from '../../test/support/web-routes.ts';
import { pageExists } from './page-exists.ts';

const CODE = 'ABCD-EFGH-JKLM';

describe('pageExists', () => {
  const dist = mkdtempSync(join(tmpdir(), 'page-exists-'));
  writeWebRoutes(dist);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  // The published slugs as the page handler asks them: which slugs were asked, and one published post.
  const asked: string[] = [];
  const published: Pick<PublishedSlugs, 'has'> = {
    has: async (slug) => {
      asked.push(slug);
      return slug === 'a-real-post';
    },
  };
  // The database, for certificates only: one issued code.
  let certificateReads = 0;
  const tx: Queryable = {
    query: (async (_sql: string, params: readonly unknown[] = []) => {
      if (params.length === 1 && params[0] === CODE) {
        certificateReads += 1;
        return { rows: [{ verification_code: CODE }], rowCount: 1, fields: [] };
      }
      if (params.length === 1 && /^[A-Z0-9-]+$/.test(String(params[0]))) {
        certificateReads += 1;
        return { rows: [], rowCount: 0, fields: [] };
      }
      return { rows: [], rowCount: 0, fields: [] };
    }) as Queryable['query'],
    exec: async () => undefined,
  };
  const db = { transaction: async <T>(fn: (q: Queryable) => Promise<T>) => fn(tx) } as unknown as Database;
  const exists = pageExists({ distDir: dist, db, publishedSlugs: published });

  it('answers at once for paths the route manifest decides, without a read', () => {
    expect(exists('/')).toBe(true);
    expect(exists('/about')).toBe(true);
    expect(exists('/no-such-page')).toBe(false);
    expect(exists('/glossary/no-such-term')).toBe(false);
    expect(exists('/education/module/anything')).toBe(true); // a signed-in area: its records are the app's
    expect(asked).toEqual([]);
  });

  it('asks the published slugs for a post slug', async () => {
    expect(await exists('/blog/a-real-post')).toBe(true);
    expect(await exists('/blog/free-btc-at-evil-example-com')).toBe(false);
    expect(asked).toEqual(['a-real-post', 'free-btc-at-evil-example-com']);
  });

  it('asks the database for a certificate code of the right shape, once in a while', async () => {
    expect(await exists(`/certificates/${CODE}`)).toBe(true);
    expect(await exists(`/certificates/${CODE}`)).toBe(true); // cached
    expect(await exists('/certificates/ZZZZ-ZZZZ-ZZZZ')).toBe(false);
    expect(await exists('/certificates/free-btc-at-evil-example-com')).toBe(false); // no read: not a code
    expect(certificateReads).toBe(2);
  });
});

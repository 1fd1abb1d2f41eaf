// PGlite's memory (issue 29): its shared buffers are 32MB rather than 128MB (they live in a WASM heap that never
// shrinks), and a boot that ran migrations serves the site from a fresh worker, so the heap the migrations grew is
// not kept for the life of the process. What this saves is measured by bench/boot.ts (resident memory); here, that
// both happen.
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/open.ts';
import { startServer } from '../../src/server.ts';
import { freshDataDir } from '../support/golden.ts';
import { testConfig } from '../support/test-server.ts';

describe('PGlite memory', () => {
  const dirs: { remove(): void }[] = [];
  afterAll(() => dirs.forEach((d) => d.remove()));

  it('runs with 32MB of shared buffers', async () => {
    const dir = freshDataDir();
    dirs.push(dir);
    const opened = await openDatabase(testConfig({ DATA_DIR: dir.dataDir }));
    try {
      const { rows } = await opened.db.query<{ shared_buffers: string }>('show shared_buffers');
      expect(rows[0]?.shared_buffers).toBe('32MB');
    } finally {
      await opened.close();
    }
  });

  it('serves from a fresh worker after migrations, and keeps the one it opened when there were none', async () => {
    const dir = freshDataDir(true);
    dirs.push(dir);
    const config = testConfig({ DATA_DIR: dir.dataDir });
    const first = openDatabase(config);
    const migrated = await startServer(config, { opening: first });
    try {
      expect(migrated.opened).not.toBe(await first);
      // The fresh worker serves the migrated database.
      const { rows } = await migrated.opened.db.query<{ n: number }>(
        'select count(*)::int as n from server.migrations',
      );
      expect(rows[0]?.n).toBeGreaterThan(0);
    } finally {
      await migrated.close(1000);
    }
    const again = openDatabase(config);
    const reopened = await startServer(config, { opening: again });
    try {
      expect(reopened.opened).toBe(await again);
    } finally {
      await reopened.close(1000);
    }
  });
});

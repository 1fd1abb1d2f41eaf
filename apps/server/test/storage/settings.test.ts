// The storage settings: STORAGE_DIR (where PostgreSQL mode keeps files) and STORAGE_FILE_SIZE_LIMIT (bytes).
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

describe('storage settings', () => {
  it('default to ./data/storage and 50 MB', () => {
    const config = loadConfig({});
    expect(config.storageDir).toBe(resolve('./data/storage'));
    expect(config.storageFileSizeLimit).toBe(50 * 1024 * 1024);
  });

  it('take a folder and a byte count', () => {
    const config = loadConfig({ STORAGE_DIR: '/srv/files', STORAGE_FILE_SIZE_LIMIT: '1048576' });
    expect(config.storageDir).toBe('/srv/files');
    expect(config.storageFileSizeLimit).toBe(1048576);
  });

  it('refuse a size that is not a whole number of bytes', () => {
    expect(() => loadConfig({ STORAGE_FILE_SIZE_LIMIT: '10MB' })).toThrow(ConfigError);
    expect(() => loadConfig({ STORAGE_FILE_SIZE_LIMIT: '0' })).toThrow(/STORAGE_FILE_SIZE_LIMIT must be between 1 and/);
  });
});

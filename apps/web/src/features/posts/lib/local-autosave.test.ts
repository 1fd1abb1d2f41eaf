import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLocalAutosave, readLocalAutosave, writeLocalAutosave } from './local-autosave';

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
  removeItem = (k: string) => void this.items.delete(k);
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

const entry = { fields: { title: 'T' }, base_version: 3, saved_at: '2026-01-01T10:00:00.000Z' };

describe('local autosave', () => {
  it('keeps one entry per user and post, a new post apart', () => {
    writeLocalAutosave('u1', 'p1', entry);
    writeLocalAutosave('u1', null, { ...entry, base_version: null });
    expect(readLocalAutosave('u1', 'p1')).toEqual(entry);
    expect(readLocalAutosave('u2', 'p1')).toBeNull();
    expect(readLocalAutosave('u1', null)?.base_version).toBeNull();
    clearLocalAutosave('u1', 'p1');
    expect(readLocalAutosave('u1', 'p1')).toBeNull();
    expect(readLocalAutosave('u1', null)).not.toBeNull();
  });

  it('ignores what is not an entry, and survives a browser that refuses', () => {
    storage.setItem('post-autosave:u1:p1', '{not json');
    expect(readLocalAutosave('u1', 'p1')).toBeNull();
    storage.setItem('post-autosave:u1:p1', JSON.stringify({ fields: 'x', saved_at: 'now' }));
    expect(readLocalAutosave('u1', 'p1')).toBeNull();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(writeLocalAutosave('u1', 'p1', entry)).toBe(false);
  });
});

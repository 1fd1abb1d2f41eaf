import { describe, expect, it } from 'vitest';
import { kindLabel, madeBy, versionsCount } from './revision-labels';

describe('revision labels', () => {
  it('say what each kind of published version is', () => {
    expect(kindLabel({ kind: 'published' })).toBe('Published');
    expect(kindLabel({ kind: 'saved' })).toBe('Saved while live');
    expect(kindLabel({ kind: 'restored' })).toBe('Restored');
    expect(kindLabel({ kind: 'created' })).toBe('Created live');
  });

  it('name who made it: the user, the scheduler, or the site', () => {
    const by = (created_by: string | null, created_by_name: string | null, kind = 'saved' as const) =>
      madeBy({ created_by, created_by_name, kind });
    expect(by('u1', 'Grace Hopper')).toBe('Grace Hopper');
    expect(by('u1', '  ')).toBe('Unnamed user');
    expect(madeBy({ created_by: null, created_by_name: null, kind: 'published' })).toBe('Scheduler');
    expect(madeBy({ created_by: null, created_by_name: null, kind: 'created' })).toBe('System');
  });

  it('count versions in words', () => {
    expect(versionsCount(1)).toBe('1 published version');
    expect(versionsCount(0)).toBe('0 published versions');
    expect(versionsCount(1234)).toBe('1,234 published versions');
  });
});

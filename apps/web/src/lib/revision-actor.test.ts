import { describe, expect, it } from 'vitest';
import { revisionActor } from './revision-actor';

describe('revisionActor', () => {
  it('names the user as they were called, the scheduler for an automatic publish, else the system', () => {
    expect(revisionActor({ kind: 'saved', created_by: 'u', created_by_name: 'Ada Editor' })).toBe(
      'Ada Editor',
    );
    expect(revisionActor({ kind: 'saved', created_by: 'u', created_by_name: ' ' })).toBe('Unnamed user');
    expect(revisionActor({ kind: 'published', created_by: null, created_by_name: null })).toBe('Scheduler');
    expect(revisionActor({ kind: 'created', created_by: null, created_by_name: null })).toBe('System');
  });
});

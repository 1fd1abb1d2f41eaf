import { describe, expect, it } from 'vitest';
import { archiveFilterSchema, defaultArchiveFilter } from './archive-filter';

const messages = (input: unknown) =>
  archiveFilterSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('archive filter', () => {
  it('accepts a range of real days, one day included', () => {
    expect(messages({ from: '2026-01-01', to: '2026-11-28', scope: 'all' })).toEqual([]);
    expect(messages({ from: '2026-11-28', to: '2026-11-28', scope: 'deleted' })).toEqual([]);
  });

  it('says which day is missing, and refuses a range that ends before it starts', () => {
    expect(messages({ from: '', to: '2026-11-28', scope: 'all' })).toEqual([
      ['from', 'Choose the first day (From)'],
    ]);
    expect(messages({ from: '2026-01-01', to: '', scope: 'all' })).toEqual([
      ['to', 'Choose the last day (To)'],
    ]);
    expect(messages({ from: '2026-11-29', to: '2026-11-28', scope: 'all' })).toEqual([
      ['to', 'The last day (To) must not be before the first (From)'],
    ]);
  });

  it('starts with the last twelve months of every published version', () => {
    expect(defaultArchiveFilter(new Date('2026-11-28T12:00:00Z'), 'UTC')).toEqual({
      from: '2025-11-28',
      to: '2026-11-28',
      scope: 'all',
    });
  });
});

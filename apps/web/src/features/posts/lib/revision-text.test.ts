import { describe, expect, it } from 'vitest';
import { describeRevision, formatDateTime, statusChange } from './revision-text';

// As a reader in California would see them: the reader's own time zone.
process.env.TZ = 'America/Los_Angeles';

const numbers = new Map([['rev-1', 1]]);
const numberOf = (id: string) => numbers.get(id);
const base = { publish_date: null, restored_from: null, created_by: 'user-1' };

describe('formatDateTime', () => {
  it("writes SPEC's 'MMM dd, yyyy' with the time, in the reader's time zone", () => {
    expect(formatDateTime('2026-01-05T20:07:00+00:00')).toBe('Jan 05, 2026, 12:07');
    expect(formatDateTime(new Date('2026-11-28T07:30:00Z'))).toBe('Nov 27, 2026, 23:30');
  });
});

describe('describeRevision', () => {
  it('says what happened, in words', () => {
    expect(describeRevision({ ...base, kind: 'created' }, numberOf)).toBe('Created');
    expect(describeRevision({ ...base, kind: 'saved' }, numberOf)).toBe('Saved');
    expect(describeRevision({ ...base, kind: 'published' }, numberOf)).toBe('Published');
    expect(describeRevision({ ...base, kind: 'unpublished' }, numberOf)).toBe('Unpublished');
  });

  it('names the date of a schedule', () => {
    expect(
      describeRevision({ ...base, kind: 'scheduled', publish_date: '2026-12-01T17:00:00Z' }, numberOf),
    ).toBe('Scheduled for Dec 01, 2026, 09:00');
    expect(describeRevision({ ...base, kind: 'scheduled' }, numberOf)).toBe('Scheduled');
  });

  it('names the source of a restore by its number', () => {
    expect(describeRevision({ ...base, kind: 'restored', restored_from: 'rev-1' }, numberOf)).toBe(
      'Restored from revision 1',
    );
    expect(describeRevision({ ...base, kind: 'restored', restored_from: 'gone' }, numberOf)).toBe(
      'Restored from an earlier revision',
    );
  });

  it('calls a publish without a user automatic (the scheduler)', () => {
    expect(describeRevision({ ...base, kind: 'published', created_by: null }, numberOf)).toBe(
      'Published automatically',
    );
  });
});

describe('statusChange', () => {
  it("shows a change with SPEC's labels, else the status kept", () => {
    expect(statusChange({ previous_status: 'draft', status: 'published' })).toBe('Draft → Live');
    expect(statusChange({ previous_status: 'scheduled', status: 'published' })).toBe('Scheduled → Live');
    expect(statusChange({ previous_status: 'published', status: 'draft' })).toBe('Live → Draft');
    expect(statusChange({ previous_status: 'draft', status: 'draft' })).toBe('Draft');
    expect(statusChange({ previous_status: null, status: 'scheduled' })).toBe('Scheduled');
  });
});

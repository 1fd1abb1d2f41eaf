import { describe, expect, it } from 'vitest';
import { formatReceived } from './format-received';

describe('formatReceived', () => {
  it('writes SPEC\'s "MMM dd, yyyy" with the time on the given clock', () => {
    expect(formatReceived('2026-03-05T14:07:00Z', 'UTC')).toBe('Mar 05, 2026, 14:07');
    expect(formatReceived('2026-03-05T14:07:00Z', 'America/New_York')).toBe('Mar 05, 2026, 09:07');
  });
});

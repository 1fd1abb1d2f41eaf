import { describe, expect, it } from 'vitest';
import { autosaveNote, previewHeadline } from './preview-text';

process.env.TZ = 'Europe/Zurich';

describe('previewHeadline', () => {
  it('says whether and when the public sees the post', () => {
    expect(previewHeadline('draft', null)).toBe('Preview — not published');
    expect(previewHeadline('published', '2026-01-01T00:00:00Z')).toBe('Preview — this post is live');
    expect(previewHeadline('scheduled', '2026-03-08T08:30:00Z')).toBe(
      'Preview — scheduled for Mar 08, 2026, 09:30',
    );
    expect(previewHeadline('scheduled', null)).toBe('Preview — scheduled');
  });
});

describe('autosaveNote', () => {
  const now = new Date('2026-03-08T15:00:00Z');
  it("gives the time of today's autosave, the date and time of an older one", () => {
    expect(autosaveNote('2026-03-08T13:42:00Z', now)).toBe('Showing your unsaved changes from 14:42.');
    expect(autosaveNote('2026-03-06T13:42:00Z', now)).toBe(
      'Showing your unsaved changes from Mar 06, 2026, 14:42.',
    );
  });

  it("counts today on the reader's own calendar, not UTC's", () => {
    // 00:30 on 8 March in Zurich is still 7 March in UTC; 23:30 on 7 March in Zurich is yesterday there.
    expect(autosaveNote('2026-03-07T23:30:00Z', now)).toBe('Showing your unsaved changes from 00:30.');
    expect(autosaveNote('2026-03-07T22:30:00Z', now)).toBe(
      'Showing your unsaved changes from Mar 07, 2026, 23:30.',
    );
  });
});

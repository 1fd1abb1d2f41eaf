// What the delete dialog says once certificates were issued: how many, why no delete, what archiving does.
import { describe, expect, it, vi } from 'vitest';
import { archiveText } from './course-delete-dialog';

vi.mock('@/lib/supabase', () => ({ supabase: {} }));

describe('archiveText', () => {
  it('counts one certificate in the singular and more in the plural', () => {
    expect(archiveText(1)).toMatch(/^1 certificate was issued for this course, so it cannot be deleted/);
    expect(archiveText(3)).toMatch(/^3 certificates were issued for this course, so it cannot be deleted/);
  });

  it('says what archiving does', () => {
    expect(archiveText(2)).toContain(
      'Archive the course instead: learners no longer see it, its certificates stay valid, and you can restore it at any time.',
    );
  });
});

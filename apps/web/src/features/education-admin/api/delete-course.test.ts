// The database's refusal to delete a course with certificates becomes words staff can act on.
import { describe, expect, it, vi } from 'vitest';
import { deleteCourseError, HAS_CERTIFICATES_MESSAGE } from './delete-course';

vi.mock('@/lib/supabase', () => ({ supabase: {} }));

describe('deleteCourseError', () => {
  it('maps the certificates refusal (PT409) to the archive advice', () => {
    const error = deleteCourseError({
      code: 'PT409',
      message: 'This course has issued certificates; archive it instead',
    });
    expect(error.message).toBe(HAS_CERTIFICATES_MESSAGE);
  });

  it('keeps any other error as it came', () => {
    expect(deleteCourseError({ code: '42501', message: 'permission denied' }).message).toBe(
      'permission denied',
    );
    expect(deleteCourseError({ code: '23503', message: 'other foreign key' }).message).toBe(
      'other foreign key',
    );
    // Matched by the code, not the sentence: the old 23503 with the same words is passed through.
    expect(
      deleteCourseError({ code: '23503', message: 'This course has issued certificates; archive it instead' })
        .message,
    ).toBe('This course has issued certificates; archive it instead');
  });
});

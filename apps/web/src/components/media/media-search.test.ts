import { describe, expect, it } from 'vitest';
import { escapeLike, mediaSearchFilter, quotePostgrest } from './media-search';

describe('mediaSearchFilter', () => {
  it('is null for a blank search', () => {
    expect(mediaSearchFilter('   ')).toBeNull();
  });
  it('searches file name, alt text and caption', () => {
    expect(mediaSearchFilter(' chart ')).toBe(
      'file_name.ilike."*chart*",alt_text.ilike."*chart*",caption.ilike."*chart*"',
    );
  });
  it('keeps PostgREST syntax characters inside the quotes', () => {
    expect(mediaSearchFilter('a,b(c).d')).toContain('file_name.ilike."*a,b(c).d*"');
  });
  it('escapes quotes, backslashes and LIKE wildcards', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(escapeLike('a*b')).toBe('a_b');
    expect(quotePostgrest('say "hi" \\')).toBe('"say \\"hi\\" \\\\"');
  });
});

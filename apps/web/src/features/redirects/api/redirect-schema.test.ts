// The form's rules: SPEC §5's message verbatim, and the database's own constraints mirrored so the form
// refuses what the server would.
import { describe, expect, it } from 'vitest';
import { emptyRedirect, redirectSchema, SOURCE_PATH_MESSAGE, type RedirectInput } from './redirect-schema';

const valid: RedirectInput = {
  source_path: '/old-page',
  destination_url: 'https://example.com/new',
  redirect_type: '301',
  is_active: true,
};

/** The first message per field, as the form shows it. */
function messages(input: unknown): Record<string, string> {
  const result = redirectSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('redirectSchema', () => {
  it('accepts site paths and http(s) destinations, trimmed', () => {
    expect(redirectSchema.parse({ ...valid, source_path: ' /shop/ ', destination_url: ' /store ' })).toEqual({
      ...valid,
      source_path: '/shop/',
      destination_url: '/store',
    });
    expect(messages({ ...valid, destination_url: 'HTTP://EXAMPLE.COM' })).toEqual({});
  });

  it("refuses a source path that does not start with / with SPEC's message", () => {
    expect(SOURCE_PATH_MESSAGE).toBe('Source path must start with /');
    expect(messages({ ...valid, source_path: 'old-page' })).toEqual({ source_path: SOURCE_PATH_MESSAGE });
    expect(messages({ ...valid, source_path: '   ' })).toEqual({ source_path: SOURCE_PATH_MESSAGE });
  });

  it('refuses what the database refuses: spaces, a bare host, a redirect to itself', () => {
    expect(messages({ ...valid, source_path: '/old page' })).toEqual({
      source_path: 'Source path cannot contain spaces',
    });
    expect(messages({ ...valid, destination_url: '' })).toEqual({
      destination_url: 'Destination URL is required',
    });
    expect(messages({ ...valid, destination_url: 'www.example.com' })).toEqual({
      destination_url: 'Destination URL must start with /, http:// or https://',
    });
    expect(messages({ ...valid, destination_url: 'javascript:alert(1)' })).toHaveProperty('destination_url');
    expect(messages({ ...valid, source_path: '/a/', destination_url: '/a' })).toEqual({
      destination_url: 'A redirect cannot point to its own source path',
    });
  });

  it("refuses a destination that would leave the site unannounced, in the database's words (ADR 0011)", () => {
    const problem = (destination_url: string) => messages({ ...valid, destination_url }).destination_url;
    expect(problem('//evil.example/x')).toBe(
      'A destination path cannot contain // (for another website, write https://…)',
    );
    expect(problem('/\\evil.example')).toBe('Destination URL cannot contain a backslash (\\)');
    expect(problem('/%2F%2Fevil.example')).toBe(
      'A destination path cannot contain an encoded /, \\ or control character (%2F, %5C, %00–%1F, %7F)',
    );
    expect(problem('/a b')).toBe('Destination URL cannot contain spaces or control characters');
    expect(problem('https://site.example@evil.example')).toBe(
      'Destination URL cannot contain a user name or password (…@)',
    );
    expect(problem('https://')).toBe(
      'Destination URL must name a website after http(s):// (e.g. https://example.com/page)',
    );
    expect(messages({ ...valid, destination_url: '/a/../b?next=//x#top' })).toEqual({});
  });

  it('allows only the four redirect statuses', () => {
    for (const type of ['301', '302', '307', '308']) {
      expect(messages({ ...valid, redirect_type: type })).toEqual({});
    }
    expect(messages({ ...valid, redirect_type: '303' })).toHaveProperty('redirect_type');
  });

  it('starts a new redirect as an active 301', () => {
    expect(emptyRedirect('/missing')).toEqual({
      source_path: '/missing',
      destination_url: '',
      redirect_type: '301',
      is_active: true,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { META_DESCRIPTION_ADVICE, META_TITLE_ADVICE, effective, fit, truncate } from './seo';

describe('SEO advice (SPEC §9)', () => {
  it('rates lengths against 50–60 for titles and 150–160 for descriptions', () => {
    expect(fit(0, META_TITLE_ADVICE)).toBe('empty');
    expect(fit(49, META_TITLE_ADVICE)).toBe('short');
    expect(fit(50, META_TITLE_ADVICE)).toBe('good');
    expect(fit(60, META_TITLE_ADVICE)).toBe('good');
    expect(fit(61, META_TITLE_ADVICE)).toBe('long');
    expect(fit(149, META_DESCRIPTION_ADVICE)).toBe('short');
    expect(fit(155, META_DESCRIPTION_ADVICE)).toBe('good');
    expect(fit(161, META_DESCRIPTION_ADVICE)).toBe('long');
  });

  it('falls back when the field is blank', () => {
    expect(effective('  ', 'Post title ')).toBe('Post title');
    expect(effective('Meta', 'Post title')).toBe('Meta');
  });

  it('cuts long preview lines with an ellipsis', () => {
    expect(truncate('short', 60)).toBe('short');
    const cut = truncate('x'.repeat(70), 60);
    expect(cut).toHaveLength(60);
    expect(cut.endsWith('…')).toBe(true);
  });
});

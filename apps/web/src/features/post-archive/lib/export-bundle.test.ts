// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@/lib/sanitize';
import { buildExportBundle, bundleFileName, pageFileName, revisionBody } from './export-bundle';
import { testRevision } from './test-revision';

const SITE = { name: 'Bitcoin Advisory', url: 'https://advisory.example' };

describe('revisionBody', () => {
  it("uses the server's rendering when there is one, sanitized once more", () => {
    const body = revisionBody(
      { rendered_html: '<p>Rendered.</p><script>alert(1)</script>', content: '<p>Stored.</p>' },
      sanitizeHtml,
    );
    expect(body).toEqual({ html: '<p>Rendered.</p>', renderedBy: 'server' });
  });

  it('sanitizes the stored content itself while the server has not rendered it yet', () => {
    expect(
      revisionBody({ rendered_html: null, content: '<p onclick="x()">Stored.</p>' }, sanitizeHtml),
    ).toEqual({ html: '<p>Stored.</p>', renderedBy: 'export' });
    expect(revisionBody({ rendered_html: null, content: null }, sanitizeHtml)).toEqual({
      html: '',
      renderedBy: 'export',
    });
  });
});

describe('buildExportBundle', () => {
  const rendered = testRevision({ id: 'r2', revision_number: 2, rendered_html: '<p>Server body.</p>' });
  const pending = testRevision({ id: 'r1', revision_number: 1, content: '<p>Stored body.</p>' });
  const bundle = buildExportBundle({
    revisions: [rendered, pending],
    range: { from: '2026-01-01', to: '2026-11-28' },
    scope: 'all',
    retentionYears: 5,
    exportedAt: new Date('2026-11-28T15:00:00Z'),
    site: SITE,
    timeZone: 'UTC',
    sanitize: sanitizeHtml,
  });

  it('names the site, the moment, the range, the scope and the retention', () => {
    const { revisions, ...head } = bundle;
    expect(head).toEqual({
      format: 'post-archive',
      format_version: 1,
      site_name: 'Bitcoin Advisory',
      site_url: 'https://advisory.example',
      exported_at: '2026-11-28T15:00:00.000Z',
      range: { from: '2026-01-01', to: '2026-11-28', time_zone: 'UTC' },
      scope: 'all',
      retention_years: 5,
      revision_count: 2,
    });
    expect(revisions.map((r) => r.id)).toEqual(['r2', 'r1']);
  });

  it('keeps every field of each version and adds its standalone page', () => {
    const [first, second] = bundle.revisions;
    expect(first).toMatchObject({ ...rendered, rendered_by: 'server' });
    expect(second).toMatchObject({ ...pending, rendered_by: 'export' });
    for (const key of [
      'id',
      'post_id',
      'revision_number',
      'kind',
      'previous_status',
      'status',
      'title',
      'slug',
      'excerpt',
      'content',
      'meta_title',
      'meta_description',
      'cover_image_path',
      'cover_image_alt',
      'publish_date',
      'author_name',
      'created_by_name',
      'created_at',
      'post_deleted_at',
      'rendered_html',
      'rendered_by',
      'page_html',
    ]) {
      expect(first, key).toHaveProperty(key);
    }
    expect(first?.page_html).toMatch(/^<!doctype html>/);
    expect(first?.page_html).toContain('<p>Server body.</p>');
    expect(second?.page_html).toContain('<p>Stored body.</p>');
    expect(second?.page_html).toContain('<h1>Custody for treasuries</h1>');
  });

  it('survives a round trip through JSON unchanged', () => {
    expect(JSON.parse(JSON.stringify(bundle))).toEqual(bundle);
  });
});

describe('file names', () => {
  it('name the range, and say when only deleted posts are in it', () => {
    expect(bundleFileName({ from: '2026-01-01', to: '2026-11-28' }, 'all')).toBe(
      'archive-2026-01-01_2026-11-28.json',
    );
    expect(bundleFileName({ from: '2026-01-01', to: '2026-11-28' }, 'deleted')).toBe(
      'archive-2026-01-01_2026-11-28-deleted.json',
    );
    expect(pageFileName({ slug: 'custody', revision_number: 4 })).toBe('custody-revision-4.html');
  });
});

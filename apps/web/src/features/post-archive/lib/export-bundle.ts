// The archive's export: one JSON file per range of days — the site, when and what was exported, the
// retention in force, and each published version with every column plus the page as it was published
// (lib/revision-page.ts), so the file stands on its own as a record.
import type { DayRange } from '@/lib/zoned-time';
import type { ArchivedRevision, ArchiveScope } from '../api/types';
import { revisionPageHtml, type ArchiveSite } from './revision-page';

/** Whose rendering the page's body is: the server's (rendered_html) or the export's own sanitizing of content. */
export type RenderedBy = 'server' | 'export';

export interface ExportedRevision extends ArchivedRevision {
  rendered_by: RenderedBy;
  /** A complete standalone HTML document of the page as it was published. */
  page_html: string;
}

export interface ExportBundle {
  /** What this file is, for whoever reads it years later. */
  format: 'post-archive';
  format_version: 1;
  site_name: string;
  site_url: string;
  exported_at: string;
  range: DayRange & { time_zone: string };
  /** 'deleted' = only versions of posts since deleted. */
  scope: ArchiveScope;
  retention_years: number;
  revision_count: number;
  revisions: ExportedRevision[];
}

export type Sanitize = (html: string) => string;

/**
 * The body the page showed: the server's rendering when it has been made, else the stored content. Both go
 * through the app's sanitizer (the server's is already sanitized; once more costs nothing and trusts nothing).
 */
export function revisionBody(
  revision: Pick<ArchivedRevision, 'rendered_html' | 'content'>,
  sanitize: Sanitize,
): { html: string; renderedBy: RenderedBy } {
  if (revision.rendered_html !== null) {
    return { html: sanitize(revision.rendered_html), renderedBy: 'server' };
  }
  return { html: sanitize(revision.content ?? ''), renderedBy: 'export' };
}

export interface ExportContext {
  site: ArchiveSite;
  timeZone: string;
  sanitize: Sanitize;
}

export function exportRevision(revision: ArchivedRevision, context: ExportContext): ExportedRevision {
  const body = revisionBody(revision, context.sanitize);
  return {
    ...revision,
    rendered_by: body.renderedBy,
    page_html: revisionPageHtml(revision, {
      site: context.site,
      timeZone: context.timeZone,
      bodyHtml: body.html,
    }),
  };
}

export interface BundleInput extends ExportContext {
  revisions: ArchivedRevision[];
  range: DayRange;
  scope: ArchiveScope;
  retentionYears: number;
  exportedAt: Date;
}

export function buildExportBundle(input: BundleInput): ExportBundle {
  const revisions = input.revisions.map((r) => exportRevision(r, input));
  return {
    format: 'post-archive',
    format_version: 1,
    site_name: input.site.name,
    site_url: input.site.url,
    exported_at: input.exportedAt.toISOString(),
    range: { from: input.range.from, to: input.range.to, time_zone: input.timeZone },
    scope: input.scope,
    retention_years: input.retentionYears,
    revision_count: revisions.length,
    revisions,
  };
}

/** archive-2026-01-01_2026-11-28.json (…-deleted.json when only deleted posts are in it). */
export function bundleFileName(range: DayRange, scope: ArchiveScope): string {
  return `archive-${range.from}_${range.to}${scope === 'deleted' ? '-deleted' : ''}.json`;
}

/** A published version's page on its own: <slug>-revision-<n>.html. */
export function pageFileName(revision: Pick<ArchivedRevision, 'slug' | 'revision_number'>): string {
  return `${revision.slug}-revision-${revision.revision_number}.html`;
}

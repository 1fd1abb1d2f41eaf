// A published version as the database returns it, for the archive's unit tests.
import type { ArchivedRevision } from '../api/types';

export function testRevision(overrides: Partial<ArchivedRevision> = {}): ArchivedRevision {
  return {
    id: '6f1c2b1e-0000-4000-8000-000000000001',
    post_id: '6f1c2b1e-0000-4000-8000-0000000000aa',
    archived_post_id: null,
    revision_number: 3,
    kind: 'saved',
    previous_status: 'published',
    status: 'published',
    title: 'Custody for treasuries',
    slug: 'custody-for-treasuries',
    excerpt: 'How a company holds its keys.',
    content: '<p>Stored body.</p>',
    meta_title: null,
    meta_description: null,
    cover_image_path: null,
    cover_image_alt: null,
    publish_date: '2026-01-05T09:00:00+00:00',
    author_id: null,
    author_name: 'Ada Lovelace',
    post_version: 4,
    restored_from: null,
    rendered_html: null,
    created_by: '6f1c2b1e-0000-4000-8000-0000000000bb',
    created_by_name: 'Grace Hopper',
    created_at: '2026-11-28T14:05:00+00:00',
    post_deleted_at: null,
    ...overrides,
  };
}

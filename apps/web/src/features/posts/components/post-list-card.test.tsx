// @vitest-environment jsdom
// The staff list's byline (issue 26): a post without an author carries the site's name, as the public post
// page does (lib/post-author), never "by Unknown"; a known author is named; the date is SPEC §9's.
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { createMemoryRouter, RouterProvider } from '@/lib/router';
import { domRootPerTest } from '@/testing/dom-root';
import type { AdminPostSummary } from '../api/types';
import { PostListCard } from './post-list-card';

vi.mock('@/lib/supabase', () => ({ supabase: {} }));

const dom = domRootPerTest();

const post = (author: AdminPostSummary['author']): AdminPostSummary => ({
  id: 'p1',
  title: 'Custody basics',
  slug: 'custody-basics',
  excerpt: null,
  status: 'draft',
  publish_date: null,
  created_at: '2026-11-26T12:00:00Z',
  author_id: author ? 'u1' : null,
  author,
});

async function render(p: AdminPostSummary) {
  const router = createMemoryRouter(
    [{ path: '/admin/posts', Component: () => <PostListCard post={p} canChange onDelete={() => {}} /> }],
    { initialEntries: ['/admin/posts'] },
  );
  await act(async () => dom.root.render(<RouterProvider router={router} />));
}

const text = () => dom.container.textContent ?? '';

describe('PostListCard byline', () => {
  it('names the site for a post without an author', async () => {
    await render(post(null));
    expect(text()).toContain(`by ${env.siteName}`);
    expect(text()).not.toContain('Unknown');
  });

  it('names the site when the author has no full name', async () => {
    await render(post({ full_name: null, username: 'ada' }));
    expect(text()).toContain(`by ${env.siteName}`);
  });

  it('names a known author', async () => {
    await render(post({ full_name: 'Ada Lovelace', username: 'ada' }));
    expect(text()).toContain('by Ada Lovelace');
  });

  it("shows the date in SPEC's 'MMM dd, yyyy'", async () => {
    await render(post(null));
    expect(dom.container.querySelector('time')?.textContent).toBe('Nov 26, 2026');
  });
});

// The blog's reads, checked against a recording stand-in for supabase-js: which table, columns, filters,
// order and range each call asks for, and how the answers are interpreted. (The e2e suite runs the same
// code against the real server.)
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Call = [method: string, ...args: unknown[]];
const state = vi.hoisted(() => ({
  calls: [] as [string, ...unknown[]][],
  result: {} as { data: unknown; error: unknown },
}));

vi.mock('@/lib/supabase', () => {
  // Every builder method records itself and returns the builder; awaiting it yields `state.result`.
  const builder: Record<string, unknown> = {};
  for (const m of [
    'from',
    'select',
    'eq',
    'neq',
    'order',
    'range',
    'limit',
    'maybeSingle',
    'overrideTypes',
  ]) {
    builder[m] = (...args: unknown[]) => {
      state.calls.push([m, ...args]);
      return builder;
    };
  }
  builder.then = (resolve: (v: unknown) => void) => resolve(state.result);
  // Only the session-less client: public posts read as anon for every visitor (a signed-in learner
  // may not read other people's profiles, so the session client would lose the author names).
  // The client itself is not awaitable (it is handed out by an async import); its queries are.
  return { publicClient: { from: builder.from } };
});

const { getPostsPage, POSTS_PAGE_SIZE } = await import('./get-posts');
const { getPost } = await import('./get-post');
const { getRelatedPosts } = await import('./get-related-posts');

const SUMMARY =
  'id,title,slug,excerpt,content,publish_date,created_at,cover_image_path,cover_image_alt,author:profiles!blog_posts_author_id_fkey(full_name,username)';
const row = (i: number) => ({ id: `id-${i}`, title: `Post ${i}`, slug: `post-${i}` });
// What a card keeps of a row: no body, its reading time instead (no body reads as one minute).
const card = (i: number) => ({ ...row(i), reading_minutes: 1 });
const calls = (): Call[] => state.calls.filter(([m]) => m !== 'overrideTypes');

beforeEach(() => {
  state.calls = [];
  state.result = { data: [], error: null };
});

describe('getPostsPage', () => {
  it('reads published posts newest first with the author embed, one row past the page', async () => {
    await getPostsPage(0);
    expect(calls()).toEqual([
      ['from', 'blog_posts'],
      ['select', SUMMARY],
      ['eq', 'status', 'published'],
      ['order', 'publish_date', { ascending: false }],
      ['order', 'id', { ascending: true }],
      ['range', 0, 12],
    ]);
  });

  it('asks for the rows of later pages', async () => {
    await getPostsPage(2);
    expect(calls().at(-1)).toEqual(['range', 24, 36]);
  });

  it('returns 12 posts and the next page when the extra row came back', async () => {
    state.result = { data: Array.from({ length: POSTS_PAGE_SIZE + 1 }, (_, i) => row(i)), error: null };
    const page = await getPostsPage(1);
    expect(page.posts).toHaveLength(12);
    expect(page.posts.at(-1)?.id).toBe('id-11');
    expect(page.nextPage).toBe(2);
  });

  it('ends the list on a short page', async () => {
    state.result = { data: [row(1), row(2), row(3), row(4)], error: null };
    expect(await getPostsPage(0)).toEqual({ posts: [card(1), card(2), card(3), card(4)], nextPage: null });
  });

  it('measures each body for its reading time and keeps the body out of the list', async () => {
    const body = `<p>${'word '.repeat(401)}</p>`;
    state.result = { data: [{ ...row(1), content: body }], error: null };
    const [post] = (await getPostsPage(0)).posts;
    expect(post).toEqual({ ...row(1), reading_minutes: 3 });
  });

  it('throws the error of a failed read', async () => {
    const error = new Error('permission denied');
    state.result = { data: null, error };
    await expect(getPostsPage(0)).rejects.toBe(error);
  });
});

describe('getPost', () => {
  it('reads one published post by slug with the fields the page and its metadata need', async () => {
    state.result = { data: row(7), error: null };
    expect(await getPost('post-7')).toEqual(card(7));
    expect(calls()).toEqual([
      ['from', 'blog_posts'],
      [
        'select',
        'id,title,slug,excerpt,content,status,meta_title,meta_description,publish_date,created_at,updated_at,' +
          'author_id,cover_image_path,cover_image_alt,author:profiles!blog_posts_author_id_fkey(full_name,username)',
      ],
      ['eq', 'slug', 'post-7'],
      ['eq', 'status', 'published'],
      ['maybeSingle'],
    ]);
  });

  it('is null when no published post has the slug', async () => {
    state.result = { data: null, error: null };
    expect(await getPost('nope')).toBeNull();
  });

  it('throws the error of a failed read', async () => {
    const error = new Error('boom');
    state.result = { data: null, error };
    await expect(getPost('x')).rejects.toBe(error);
  });
});

describe('getRelatedPosts', () => {
  it("reads the author's latest published posts and the latest others, never the post itself", async () => {
    await getRelatedPosts({ id: 'id-0', author_id: 'author-1' });
    const common = [
      ['from', 'blog_posts'],
      ['select', SUMMARY],
      ['eq', 'status', 'published'],
      ['neq', 'id', 'id-0'],
    ];
    const order = [
      ['order', 'publish_date', { ascending: false }],
      ['order', 'id', { ascending: true }],
    ];
    expect(calls()).toEqual([
      ...common,
      ['eq', 'author_id', 'author-1'],
      ...order,
      ['limit', 3],
      ...common,
      ...order,
      ['limit', 6],
    ]);
  });

  it('reads only the latest others for a post without an author', async () => {
    await getRelatedPosts({ id: 'id-0', author_id: null });
    expect(calls().filter(([m]) => m === 'from')).toHaveLength(1);
    expect(calls()).not.toContainEqual(['eq', 'author_id', null]);
  });

  it('throws the error of a failed read', async () => {
    const error = new Error('boom');
    state.result = { data: null, error };
    await expect(getRelatedPosts({ id: 'id-0', author_id: null })).rejects.toBe(error);
  });
});

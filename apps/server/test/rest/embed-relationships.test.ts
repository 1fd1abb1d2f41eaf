// Resource embedding as PostgREST v12 resolves it (Plan.hs findRel, SchemaCache.hs): by foreign-key constraint
// name or FK column as the target, hints by constraint, column or junction table, PGRST201 listing the candidates
// in PostgREST's order, many-to-many through a junction whose keys lie in its primary key, and self-references.
import { afterAll, beforeAll, describe } from 'vitest';
import { backends } from '../support/backends.ts';
import { runScenarios, startFixtureServer, type FixtureServer, type Scenario } from './scenarios-support.ts';

const SCHEMA = `
create table public.e_users (id integer primary key, name text not null);
create table public.e_posts (id integer primary key, title text not null,
  author_id integer not null references public.e_users (id), reviewer_id integer references public.e_users (id));
create table public.e_tags (id integer primary key, label text not null);
create table public.e_post_tags (post_id integer references public.e_posts (id), tag_id integer references public.e_tags (id),
  primary key (post_id, tag_id));
create table public.e_bookmarks (user_id integer references public.e_users (id), post_id integer references public.e_posts (id),
  primary key (user_id, post_id));
-- Not a junction: its foreign keys are outside its primary key.
create table public.e_likes (id integer primary key, post_id integer not null references public.e_posts (id),
  user_id integer not null references public.e_users (id));
create table public.e_folders (id integer primary key, name text not null, parent_id integer references public.e_folders (id));
-- The issue's example: two keys to one table, both in the primary key (a self many-to-many, which PostgREST leaves out).
create table public.e_best_friends (first_user integer references public.e_users (id), second_user integer references public.e_users (id),
  primary key (first_user, second_user));
grant select on public.e_best_friends to anon, authenticated, service_role;
grant select on public.e_users, public.e_posts, public.e_tags, public.e_post_tags, public.e_bookmarks, public.e_likes, public.e_folders
  to anon, authenticated, service_role;
insert into public.e_users values (1, 'Ada'), (2, 'Bo'), (3, 'Cy');
insert into public.e_posts values (1, 'hello', 1, 2), (2, 'world', 1, null), (3, 'third', 2, 1);
insert into public.e_tags values (1, 'sql'), (2, 'web'), (3, 'zen');
insert into public.e_post_tags values (1, 1), (1, 2), (2, 2), (3, 3);
insert into public.e_bookmarks values (2, 1), (3, 1), (3, 2);
insert into public.e_likes values (1, 1, 2), (2, 3, 1), (3, 1, 3);
insert into public.e_folders values (1, 'root', null), (2, 'docs', 1), (3, 'pics', 1), (4, 'work', 2);
insert into public.e_best_friends values (1, 2), (3, 1);
`;

const byConstraint: Scenario[] = [
  { name: 'the target is a foreign key constraint name (many-to-one)', url: '/e_posts?select=title,writer:e_posts_author_id_fkey(name)&id=eq.3', status: 200,
    json: [{ title: 'third', writer: { name: 'Bo' } }] },
  { name: 'a constraint name as target from the referenced side (one-to-many)', url: '/e_users?select=name,e_posts_reviewer_id_fkey(title)&id=eq.1', status: 200,
    json: [{ name: 'Ada', e_posts_reviewer_id_fkey: [{ title: 'third' }] }] },
  { name: 'the hint is a constraint name', url: '/e_posts?select=title,e_users!e_posts_reviewer_id_fkey(name)&id=eq.1', status: 200,
    json: [{ title: 'hello', e_users: { name: 'Bo' } }] },
  { name: 'the hint is the FK column', url: '/e_posts?select=title,reviewer:e_users!reviewer_id(name)&id=in.(1,2)&order=id', status: 200,
    json: [{ title: 'hello', reviewer: { name: 'Bo' } }, { title: 'world', reviewer: null }] },
  { name: 'the hint is the FK column, from the referenced side', url: '/e_users?select=name,e_posts!author_id(title)&id=eq.1&e_posts.order=id', status: 200,
    json: [{ name: 'Ada', e_posts: [{ title: 'hello' }, { title: 'world' }] }] },
  { name: 'the issue’s example: users?select=x:best_friends_first_user_fkey(*)', url: '/e_users?select=id,x:e_best_friends_first_user_fkey(*)&id=in.(1,3)&order=id',
    status: 200, json: [{ id: 1, x: [{ first_user: 1, second_user: 2 }] }, { id: 3, x: [{ first_user: 3, second_user: 1 }] }] },
  { name: 'a self many-to-many is not embeddable (PostgREST’s self rules) → PGRST200', url: '/e_users?select=e_users!e_best_friends(*)', status: 400,
    has: ['"code":"PGRST200"'] },
  { name: 'two foreign keys and a junction to one table → 300 PGRST201 listing each', url: '/e_posts?select=e_users(*)', status: 300,
    json: {
      code: 'PGRST201',
      message: "Could not embed because more than one relationship was found for 'e_posts' and 'e_users'",
      details: [
        { cardinality: 'many-to-one', embedding: 'e_posts with e_users', relationship: 'e_posts_author_id_fkey using e_posts(author_id) and e_users(id)' },
        { cardinality: 'many-to-one', embedding: 'e_posts with e_users', relationship: 'e_posts_reviewer_id_fkey using e_posts(reviewer_id) and e_users(id)' },
        { cardinality: 'many-to-many', embedding: 'e_posts with e_users', relationship: 'e_bookmarks using e_bookmarks_post_id_fkey(post_id) and e_bookmarks_user_id_fkey(user_id)' },
      ],
      hint: "Try changing 'e_users' to one of the following: 'e_users!e_posts_author_id_fkey', 'e_users!e_posts_reviewer_id_fkey', 'e_users!e_bookmarks'. Find the desired relationship in the 'details' key.",
    } },
  { name: 'a hint by the referenced column matching two keys → 300 PGRST201 (one-to-many)', url: '/e_users?select=e_posts!id(*)', status: 300,
    json: {
      code: 'PGRST201',
      message: "Could not embed because more than one relationship was found for 'e_users' and 'e_posts'",
      details: [
        { cardinality: 'one-to-many', embedding: 'e_users with e_posts', relationship: 'e_posts_author_id_fkey using e_users(id) and e_posts(author_id)' },
        { cardinality: 'one-to-many', embedding: 'e_users with e_posts', relationship: 'e_posts_reviewer_id_fkey using e_users(id) and e_posts(reviewer_id)' },
      ],
      hint: "Try changing 'e_posts' to one of the following: 'e_posts!e_posts_author_id_fkey', 'e_posts!e_posts_reviewer_id_fkey'. Find the desired relationship in the 'details' key.",
    } },
  { name: 'an unknown hint → 400 PGRST200 naming the hint', url: '/e_posts?select=e_users!nope(*)', status: 400,
    json: {
      code: 'PGRST200',
      message: "Could not find a relationship between 'e_posts' and 'e_users' in the schema cache",
      details: "Searched for a foreign key relationship between 'e_posts' and 'e_users' using the hint 'nope' in the schema 'public', but no matches were found.",
      hint: null,
    } },
  { name: 'a misspelt table → 400 PGRST200 with a suggestion', url: '/e_posts?select=e_user(*)', status: 400,
    json: {
      code: 'PGRST200',
      message: "Could not find a relationship between 'e_posts' and 'e_user' in the schema cache",
      details: "Searched for a foreign key relationship between 'e_posts' and 'e_user' in the schema 'public', but no matches were found.",
      hint: "Perhaps you meant 'e_users' instead of 'e_user'.",
    } },
];

const manyToMany: Scenario[] = [
  { name: 'many-to-many through the junction table', url: '/e_posts?select=title,e_tags(label)&order=id&e_tags.order=label', status: 200,
    json: [{ title: 'hello', e_tags: [{ label: 'sql' }, { label: 'web' }] }, { title: 'world', e_tags: [{ label: 'web' }] }, { title: 'third', e_tags: [{ label: 'zen' }] }] },
  { name: 'many-to-many the other way, with a filter and a limit on the embed', url: '/e_tags?select=label,e_posts(id)&id=eq.2&e_posts.order=id.desc&e_posts.limit=1', status: 200,
    json: [{ label: 'web', e_posts: [{ id: 2 }] }] },
  { name: 'many-to-many !inner narrows the parents', url: '/e_posts?select=id,e_tags!inner(label)&e_tags.label=eq.web&order=id', status: 200,
    json: [{ id: 1, e_tags: [{ label: 'web' }] }, { id: 2, e_tags: [{ label: 'web' }] }] },
  { name: 'many-to-many null filtering: posts without a tag named zen', url: '/e_posts?select=id,e_tags()&e_tags.label=eq.zen&e_tags=is.null&order=id', status: 200,
    json: [{ id: 1 }, { id: 2 }] },
  { name: 'the junction table as hint picks the many-to-many', url: '/e_posts?select=id,savers:e_users!e_bookmarks(name)&id=in.(1,3)&order=id&savers.order=name', status: 200,
    json: [{ id: 1, savers: [{ name: 'Bo' }, { name: 'Cy' }] }, { id: 3, savers: [] }] },
  { name: 'a table whose keys are not in its primary key is no junction → PGRST200', url: '/e_posts?select=e_users!e_likes(*)', status: 400,
    has: ['"code":"PGRST200"', "using the hint 'e_likes'"] },
  { name: 'the junction table itself is still a one-to-many embed', url: '/e_posts?select=id,e_post_tags(tag_id)&id=eq.1&e_post_tags.order=tag_id', status: 200,
    json: [{ id: 1, e_post_tags: [{ tag_id: 1 }, { tag_id: 2 }] }] },
  { name: 'nested through many-to-many', url: '/e_users?select=name,e_posts!e_bookmarks(title,e_tags(label))&id=eq.2', status: 200,
    json: [{ name: 'Bo', e_posts: [{ title: 'hello', e_tags: [{ label: 'sql' }, { label: 'web' }] }] }] },
  { name: 'a to-many embed cannot be spread → PGRST119', url: '/e_posts?select=id,...e_tags(label)', status: 400, has: ['"code":"PGRST119"'] },
];

const selfReference: Scenario[] = [
  { name: 'the table name gives the children (one-to-many)', url: '/e_folders?select=name,e_folders(name)&id=eq.1&e_folders.order=id', status: 200,
    json: [{ name: 'root', e_folders: [{ name: 'docs' }, { name: 'pics' }] }] },
  { name: 'the FK column gives the parent (many-to-one)', url: '/e_folders?select=name,parent_id(name)&id=in.(1,4)&order=id', status: 200,
    json: [{ name: 'root', parent_id: null }, { name: 'work', parent_id: { name: 'docs' } }] },
  { name: 'both directions with aliases, nested', url: '/e_folders?select=name,parent:parent_id(name),children:e_folders(name,children:e_folders(name))&id=eq.1&children.order=id', status: 200,
    json: [{ name: 'root', parent: null, children: [{ name: 'docs', children: [{ name: 'work' }] }, { name: 'pics', children: [] }] }] },
  { name: 'a hint by the FK column gives the children', url: '/e_folders?select=name,kids:e_folders!parent_id(id)&id=eq.2', status: 200,
    json: [{ name: 'docs', kids: [{ id: 4 }] }] },
  { name: 'ordering by the parent’s name (to-one)', url: '/e_folders?select=id,parent:parent_id(name)&parent_id=not.is.null&order=parent(name).desc,id', status: 200,
    json: [{ id: 2, parent: { name: 'root' } }, { id: 3, parent: { name: 'root' } }, { id: 4, parent: { name: 'docs' } }] },
  { name: 'folders without children (null filtering on the self embed)', url: '/e_folders?select=id,e_folders()&e_folders=is.null&order=id', status: 200,
    json: [{ id: 3 }, { id: 4 }] },
  { name: 'a self-reference is not found by its constraint name → PGRST200 (PostgREST’s self rules)', url: '/e_folders?select=e_folders_parent_id_fkey(*)', status: 400,
    has: ['"code":"PGRST200"'] },
];

describe.each(backends)('embedding by constraint, many-to-many and self-references on %s', (backend) => {
  let f: FixtureServer;
  beforeAll(async () => {
    f = await startFixtureServer(backend);
    await f.t.db.exec(SCHEMA);
  });
  afterAll(async () => f?.t.stop());
  describe('constraint names, hints and PGRST201', () => runScenarios(() => f, byConstraint));
  describe('many-to-many', () => runScenarios(() => f, manyToMany));
  describe('self-references', () => runScenarios(() => f, selfReference));
});

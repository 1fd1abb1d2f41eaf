// An empty embed, `rel()` (PostgREST v12 "Empty Embed"): the relationship is joined — so `!inner` and embedded
// filters narrow the parents and a to-one embed can still order them — but its key is left out of every row.
// With it, null filtering on embeds: `rel=is.null` (no related row) and `rel=not.is.null` (some), also inside or=().
import { afterAll, beforeAll, describe } from 'vitest';
import { backends } from '../support/backends.ts';
import { runScenarios, startFixtureServer, type FixtureServer, type Scenario } from './scenarios-support.ts';

const scenarios: Scenario[] = [
  { name: 'a to-many empty embed leaves its key out', url: '/t_books?select=id,t_reviews()&order=id', status: 200,
    json: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }] },
  { name: 'a to-one empty embed with an alias and a hint leaves its key out', url: '/t_books?select=id,author:t_authors!author_id()&id=in.(1,4)&order=id', status: 200,
    json: [{ id: 1 }, { id: 4 }] },
  { name: '!inner() with an embedded filter narrows the parents only', url: '/t_books?select=id,t_reviews!inner()&t_reviews.stars=gte.4&order=id', status: 200,
    json: [{ id: 1 }, { id: 2 }] },
  { name: 'a to-one !inner() filters by the related row', url: '/t_books?select=title,t_authors!author_id!inner()&t_authors.name=eq.Brendan', status: 200,
    json: [{ title: 'Gamma' }] },
  { name: 'a select of only an empty embed gives empty objects', url: '/t_books?select=t_reviews!inner()&id=eq.1', status: 200, json: [{}] },
  { name: 'nested: an empty !inner embed narrows the embedded rows', url: '/t_authors?select=id,t_books!author_id(id,t_reviews!inner())&id=eq.1&t_books.t_reviews.stars=eq.4',
    status: 200, json: [{ id: 1, t_books: [{ id: 2 }] }] },
  { name: 'a spread empty embed adds nothing', url: '/t_books?select=id,...t_authors!author_id()&id=eq.1', status: 200, json: [{ id: 1 }] },
  { name: 'the parents can still be ordered by a column of an empty to-one embed', url: '/t_books?select=id,author:t_authors!author_id()&author_id=not.is.null&order=author(name).desc,id',
    status: 200, json: [{ id: 3 }, { id: 1 }, { id: 2 }] },
  { name: 'a filter on an empty embed that is not !inner leaves the parents alone', url: '/t_books?select=id,t_reviews()&t_reviews.stars=eq.5&order=id', status: 200,
    json: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }] },
  // Null filtering on embedded resources, the docs' companion of the empty embed.
  { name: 'rel=is.null keeps the parents without a related row (anti-join)', url: '/t_books?select=id,t_reviews()&t_reviews=is.null&order=id', status: 200,
    json: [{ id: 3 }, { id: 4 }] },
  { name: 'rel=not.is.null keeps the parents with one, as !inner', url: '/t_books?select=id,t_reviews(stars)&t_reviews=not.is.null&order=id&t_reviews.order=stars',
    status: 200, json: [{ id: 1, t_reviews: [{ stars: 3 }, { stars: 5 }] }, { id: 2, t_reviews: [{ stars: 4 }] }] },
  { name: 'with the embed’s own filter: the docs’ “filter by actors but do not include them”', url: '/t_books?select=id,t_reviews()&t_reviews.stars=eq.5&t_reviews=not.is.null',
    status: 200, json: [{ id: 1 }] },
  { name: 'or across two embeds', url: '/t_books?select=id,author:t_authors!author_id(),editor:t_authors!editor_id()&author.name=eq.Brendan&editor.name=eq.Brendan&or=(author.not.is.null,editor.not.is.null)&order=id',
    status: 200, json: [{ id: 1 }, { id: 3 }] },
  { name: 'a to-one rel=is.null with a count', url: '/t_books?select=id,t_authors!author_id()&t_authors=is.null', headers: { Prefer: 'count=exact' }, status: 200,
    json: [{ id: 4 }], resHeaders: { 'content-range': '0-0/1' } },
  { name: 'without the embed in select the name is a column → 400 42703', url: '/t_books?t_reviews=is.null', status: 400,
    json: { code: '42703', message: 'column t_books.t_reviews does not exist', details: null, hint: null } },
  { name: 'an empty embed in a write representation is left out too', method: 'POST', url: '/t_reviews?select=stars,t_books()', body: { book_id: 3, stars: 2 },
    headers: { Prefer: 'return=representation' }, status: 201, json: [{ stars: 2 }] },
  { name: 'an empty embed of an unknown relationship is still PGRST200', url: '/t_books?select=id,t_nope()', status: 400,
    has: ['"code":"PGRST200"', "Could not find a relationship between 't_books' and 't_nope' in the schema cache"] },
];

describe.each(backends)('empty embeds on %s', (backend) => {
  let f: FixtureServer;
  beforeAll(async () => {
    f = await startFixtureServer(backend);
  });
  afterAll(async () => f?.t.stop());
  runScenarios(() => f, scenarios);
});

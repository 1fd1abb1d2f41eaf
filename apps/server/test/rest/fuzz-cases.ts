// Seeded generator of random and hostile /rest/v1 requests for fuzz.test.ts. Deterministic per seed, so a
// failure is reproduced with FUZZ_SEED=<seed> (the failing request is printed in full too).

/** mulberry32: a tiny, good-enough 32-bit PRNG (no dependency, reproducible). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface FuzzRequest {
  method: string;
  /** Path and query after /rest/v1, already as raw URL text (may hold deliberately broken escapes). */
  target: string;
  headers: Record<string, string>;
  body?: string;
}

const TABLES = [
  'blog_posts', 'profiles', 'redirects', 'education_categories', 'education_modules', 'module_slides',
  'quiz_questions', 'user_progress', 'quiz_attempts', 'contact_requests', 'not_found_log', 'certificates',
  'rate_limit_counters',
];
// No bare '..': the URL parser resolves it out of /rest/v1 before any route runs (that is the SPA's business).
const HOSTILE_NAMES = [
  'blog_posts;drop table blog_posts', 'blog_posts--', 'blog_posts/**/', 'pg_catalog.pg_authid', 'auth.users',
  'users', '"blog_posts"', "blog_posts'", 'blög_pösts', '🙂', 'a'.repeat(300), 'information_schema.tables',
  'server.settings', 'blog_posts%00', '%2e%2e%2fauth', 'pg_sleep', 'current_user', '$1', 'BLOG_POSTS',
];
const COLUMNS = [
  'id', 'title', 'slug', 'status', 'author_id', 'publish_date', 'created_at', 'user_id', 'role', 'full_name',
  'module_id', 'options', 'correct_answer', 'sort_order', 'is_active', 'source_path', 'email', 'hits', 'score',
];
const FUNCTIONS = [
  'has_admin_access', 'is_admin', 'get_quiz_questions_for_user', 'get_quiz_questions_admin', 'calculate_quiz_score',
  'get_quiz_answers', 'issue_certificate', 'verify_certificate', 'submit_contact_request', 'log_not_found',
  'set_user_role', 'admin_list_users', 'consume_rate_limit', 'request_ip', 'handle_new_user', 'set_updated_at',
  'pg_sleep', 'version', 'no_such_fn',
];
const OPS = [
  'eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'is', 'in', 'cs', 'cd', 'ov', 'fts', 'plfts', 'match',
  'imatch', 'isdistinct', 'not.eq', 'not.in', 'not.is', 'like(any)', 'like(all)', 'sr', 'adj', 'noop', '', 'eq(',
  'EQ', 'wfts(english)', 'fts(pg_sleep(5))',
];
/** Values: SQL metacharacters, comments, injection attempts, unicode, NUL, bad escapes, numbers at the edges. */
const VALUES = [
  "'", "''", '"', '\\', ';', '--', '/* */', '*/', "x' or '1'='1", "'); drop table blog_posts; --",
  "1; select pg_sleep(20)", "$$; select pg_sleep(20); $$", 'null', 'NULL', 'true', 'false', 'unknown', 'not_null',
  '(1,2,3)', '("a,b",c)', '(', ')', '()', '{a,b}', '{', '[1,5)', '{"a":1}', '%', '%25', '%zz', '%ff%fe', '%00',
  '\u0000', 'a\u0000b', '😀', 'é', '\u202e', '\uffff', '*', 'published', 'draft', '0', '-1', '1e309', 'NaN',
  '9223372036854775808', '-9223372036854775809', '00000000-0000-0000-0000-000000000000', 'not-a-uuid',
  '2026-01-01T00:00:00+00:00', 'infinity', '\n', '\r\n', ' ', '+', '&', '=', ',', '.', 'a.b.c',
];

/** Tables with text columns that anon or a signed-in user may filter on. */
const READABLE: Array<[string, string[]]> = [
  ['blog_posts', ['title', 'slug', 'status', 'excerpt', 'content']],
  ['profiles', ['full_name', 'username']],
  ['education_categories', ['name', 'description']],
  ['education_modules', ['title', 'content_type']],
  ['module_slides', ['title', 'content']],
  ['user_progress', ['status']],
];
/** Functions with one text (or text-cast) argument. */
const RPCS: Array<[string, string]> = [
  ['verify_certificate', 'code'], ['log_not_found', 'path'], ['has_admin_access', 'user_uuid'],
  ['get_quiz_questions_for_user', 'module_uuid'],
];

export function makeGenerator(seed: number) {
  const rnd = prng(seed);
  const int = (n: number) => Math.floor(rnd() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)] as T;
  const chance = (p: number) => rnd() < p;
  const enc = (s: string) => (chance(0.8) ? encodeURIComponent(s) : s.replace(/[#?&\s]/g, encodeURIComponent));

  const randomText = (max: number): string => {
    const len = int(max);
    let s = '';
    for (let i = 0; i < len; i += 1) s += String.fromCodePoint(chance(0.85) ? 32 + int(95) : int(0x2fff));
    return s;
  };
  const value = (): string => {
    const r = rnd();
    if (r < 0.6) return pick(VALUES);
    if (r < 0.8) return randomText(40);
    if (r < 0.95) return pick(VALUES) + pick(VALUES) + pick(VALUES);
    return pick(VALUES).repeat(200 + int(2000)).slice(0, 4000); // huge (a URL stays under Node's 16 KB header cap)
  };
  const table = () => (chance(0.8) ? pick(TABLES) : pick(HOSTILE_NAMES));
  const column = () => (chance(0.8) ? pick(COLUMNS) : pick(HOSTILE_NAMES.concat(VALUES)));

  const selectItem = (depth: number): string => {
    const r = rnd();
    if (r < 0.3) return column();
    if (r < 0.4) return '*';
    if (r < 0.5) return `${column()}:${column()}`;
    if (r < 0.58) return `${column()}::${pick(['text', 'int', 'pg_sleep', 'json', 'regclass', 'x y', ''])}`;
    if (r < 0.65) return `${column()}->${pick(['a', "'a'", '0', '-1'])}->>${pick(['b', '1', value()])}`;
    if (r < 0.7) return pick(['count()', 'sum(id)', '...profiles(full_name)', 'pg_sleep(5)', '!', '()', ',,', '"', '"a"b"']);
    const hint = chance(0.3) ? `!${pick(['inner', 'left', 'blog_posts_author_id_fkey', 'author_id', 'nope'])}` : '';
    const alias = chance(0.2) ? `${column()}:` : '';
    const inner = depth > 0 ? select(depth - 1) : column();
    return `${alias}${pick(TABLES.concat(['author_id', 'nope']))}${hint}(${inner})`;
  };
  const select = (depth: number): string => Array.from({ length: 1 + int(3) }, () => selectItem(depth)).join(',');
  const deepNest = (): string => {
    const n = 5 + int(200);
    return `${'profiles('.repeat(n)}full_name${')'.repeat(chance(0.8) ? n : int(n))}`;
  };
  const logic = (depth: number): string => {
    const items = Array.from({ length: 1 + int(3) }, () =>
      depth > 0 && chance(0.3)
        ? `${pick(['and', 'or', 'not.and', 'not.or'])}(${logic(depth - 1)})`
        : `${column()}.${pick(OPS)}.${value()}`,
    );
    return items.join(',');
  };

  const query = (): string => {
    const parts: string[] = [];
    const n = int(6);
    for (let i = 0; i < n; i += 1) {
      const r = rnd();
      if (r < 0.2) parts.push(`select=${enc(chance(0.1) ? deepNest() : select(int(4)))}`);
      else if (r < 0.55) parts.push(`${enc(chance(0.1) ? `${pick(TABLES)}.${column()}` : column())}=${enc(`${pick(OPS)}.${value()}`)}`);
      else if (r < 0.65) parts.push(`order=${enc(`${column()}.${pick(['asc', 'desc', 'nullsfirst', 'x', ''])}${chance(0.3) ? '.nullslast' : ''}`)}`);
      else if (r < 0.75) parts.push(`${pick(['limit', 'offset', 'profiles.limit'])}=${enc(pick(['0', '-1', '1', 'all', '99999999999999999999', 'abc', '1.5', value()]))}`);
      else if (r < 0.85) parts.push(`${pick(['or', 'and', 'not.or', 'profiles.or'])}=${enc(`(${logic(int(6))})`)}`);
      else if (r < 0.9) parts.push(`${pick(['on_conflict', 'columns'])}=${enc(`${column()},${column()}`)}`);
      else parts.push(`${enc(value())}=${enc(value())}`);
    }
    return parts.join('&');
  };

  /** Header values must be latin-1 without control characters, or fetch itself refuses them. */
  const headerSafe = (s: string) => s.replace(/[^\x20-\x7e\xa0-\xff]/g, '?').slice(0, 2000);
  const headers = (): Record<string, string> => {
    const h: Record<string, string> = {};
    if (chance(0.3)) h.Prefer = pick(['count=exact', 'count=planned', 'return=representation', 'return=minimal', 'return=headers-only', 'resolution=merge-duplicates', 'resolution=ignore-duplicates', 'missing=default', 'tx=rollback', 'tx=commit', 'handling=strict', 'timezone=Mars/Olympus', 'params=single-object', headerSafe(value())]).concat(chance(0.5) ? `, ${pick(['count=exact', 'return=representation', 'x'])}` : '');
    if (chance(0.25)) h.Accept = pick(['application/vnd.pgrst.object+json', 'application/json', 'text/csv', '*/*', 'application/xml', 'application/vnd.pgrst.plan+json', 'application/geo+json', 'application/vnd.pgrst.array+json;nulls=stripped', headerSafe(value())]);
    if (chance(0.2)) h.Range = pick(['0-9', '5-2', '-1', 'bytes=0-10', '0-', '99999999999999999999-1', headerSafe(value())]);
    if (chance(0.1)) h['Range-Unit'] = pick(['items', 'bytes', headerSafe(value())]);
    if (chance(0.1)) h['Accept-Profile'] = pick(['public', 'auth', 'pg_catalog', 'server', headerSafe(value())]);
    if (chance(0.1)) h['Content-Profile'] = pick(['public', 'auth', headerSafe(value())]);
    if (chance(0.1)) h['Content-Type'] = pick(['text/plain', 'application/x-www-form-urlencoded', 'text/csv', 'application/octet-stream', headerSafe(value())]);
    return h;
  };

  const body = (): string => {
    const r = rnd();
    if (r < 0.25) return pick(['{', '[', '', 'null', '1', '"x"', '{"a":', '\u0000', '{"title":"a","title":"b"}', '[{}, 1]', '[[]]', '{}', '[]']);
    if (r < 0.35) return '['.repeat(2000 + int(50000)) + ']'.repeat(chance(0.5) ? 10 : 0);
    const obj: Record<string, unknown> = {};
    for (let i = 0, n = 1 + int(5); i < n; i += 1) {
      obj[chance(0.7) ? column() : value()] = chance(0.5) ? value() : pick([null, 1, -1, 1e308, true, [1, 'a'], { nested: value() }]);
    }
    return JSON.stringify(chance(0.2) ? [obj, obj] : obj);
  };

  /** node:http refuses raw spaces and non-ASCII in a path: percent-encode just those, keep the rest raw. */
  const rawPath = (s: string) =>
    s.replace(/[^\x21-\x7e]/gu, (c) => Array.from(new TextEncoder().encode(c), (b) => `%${b.toString(16).padStart(2, '0')}`).join(''));

  return function next(): FuzzRequest {
    const req = build();
    // Past 16 KB Node itself answers 431 with no body, before any route runs; stay below it.
    return { ...req, target: rawPath(req.target).slice(0, 12_000) };
  };

  /** Well-formed requests on real tables and columns with hostile values in the value slots: these reach
   *  the database, so they are what proves values travel only as bind parameters. */
  function plausible(): FuzzRequest {
    const [name, cols] = pick(READABLE);
    const textCol = pick(cols);
    const parts = [`select=${enc(pick(['*', cols.join(','), `${cols[0]},${textCol}`, name === 'blog_posts' ? '*,profiles(full_name,username)' : '*']))}`];
    parts.push(`${textCol}=${enc(`${pick(['eq', 'neq', 'like', 'ilike', 'gt', 'lte', 'not.eq', 'is', 'in'])}.${value()}`)}`);
    if (chance(0.3)) parts.push(`or=${enc(`(${textCol}.eq.${pick(['"', "'", '']) + value()},${textCol}.is.null)`)}`);
    if (chance(0.5)) parts.push(`order=${textCol}.${pick(['asc', 'desc'])}`);
    if (chance(0.5)) parts.push(`limit=${1 + int(50)}`);
    if (chance(0.2)) {
      const [fn, arg] = pick(RPCS);
      return { method: 'POST', target: `/rpc/${fn}`, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ [arg]: value() }) };
    }
    return { method: chance(0.9) ? 'GET' : 'HEAD', target: `/${name}?${parts.join('&')}`, headers: chance(0.2) ? { Prefer: 'count=exact' } : {} };
  }

  function build(): FuzzRequest {
    if (chance(0.35)) return plausible();
    const r = rnd();
    const h = headers();
    if (r < 0.55) return { method: chance(0.85) ? 'GET' : 'HEAD', target: `/${enc(table())}?${query()}`, headers: h };
    if (r < 0.8) {
      const method = pick(['POST', 'POST', 'GET', 'PATCH', 'HEAD']);
      const fn = `/rpc/${enc(chance(0.85) ? pick(FUNCTIONS) : pick(HOSTILE_NAMES))}?${query()}`;
      return method === 'GET' || method === 'HEAD'
        ? { method, target: fn, headers: h }
        : { method, target: fn, headers: { 'Content-Type': 'application/json', ...h }, body: body() };
    }
    const method = pick(['POST', 'PATCH', 'DELETE', 'PUT', 'OPTIONS', 'TRACE', 'PROPFIND']);
    const req: FuzzRequest = { method, target: `/${enc(table())}?${query()}`, headers: { 'Content-Type': 'application/json', ...h } };
    if (!['DELETE', 'OPTIONS', 'TRACE', 'PROPFIND'].includes(method)) req.body = body();
    return req;
  }
}

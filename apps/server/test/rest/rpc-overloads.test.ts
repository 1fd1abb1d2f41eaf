// Overloaded functions resolved as PostgREST's findProc does: by argument names, falling back (POST only) to one
// unnamed json/jsonb parameter; more than one fit is 300 PGRST203 naming every candidate signature. `{"": value}`
// calls a function with one unnamed parameter (the key Supabase's generated types give such a parameter).
import { afterAll, beforeAll, describe } from 'vitest';
import { backends } from '../support/backends.ts';
import { runScenarios, startFixtureServer, type FixtureServer, type Scenario } from './scenarios-support.ts';

const SETUP = `
  create function public.t_over(arg integer) returns text language sql immutable as $$ select 'integer' $$;
  create function public.t_over(arg boolean) returns text language sql immutable as $$ select 'boolean' $$;
  create function public.t_over(arg text, num integer default 1) returns text language sql immutable as $$ select 'text' $$;
  create function public.t_over(other bigint) returns text language sql immutable as $$ select 'other' $$;
  create function public.t_kpis() returns text language sql stable as $$ select 'none' $$;
  create function public.t_kpis(p_start date default null) returns text language sql stable as $$ select 'dated' $$;
  create function public.t_hook(json) returns text language sql immutable as $$ select 'json' $$;
  create function public.t_hook(jsonb) returns text language sql immutable as $$ select 'jsonb' $$;
  create function public.t_webhook(json) returns json language sql immutable as $$ select $1 $$;
  create function public.t_double(integer) returns integer language sql immutable as $$ select $1 * 2 $$;
  create function public.t_shout(text) returns text language sql immutable as $$ select upper($1) $$;
  grant execute on all functions in schema public to anon;`;

const HINT = 'Try renaming the parameters or the function itself in the database so function overloading can be resolved';
const ambiguous = (candidates: string) => ({
  code: 'PGRST203', message: `Could not choose the best candidate function between: ${candidates}`, details: null, hint: HINT,
});

const scenarios: Scenario[] = [
  { name: 'three overloads fit → 300 PGRST203 listing each signature', url: '/rpc/t_over?arg=1', status: 300,
    json: ambiguous('public.t_over(arg => integer), public.t_over(arg => boolean), public.t_over(arg => text, num => integer)') },
  { name: 'the same by POST', method: 'POST', url: '/rpc/t_over', body: { arg: 1 }, status: 300,
    json: ambiguous('public.t_over(arg => integer), public.t_over(arg => boolean), public.t_over(arg => text, num => integer)') },
  { name: 'one more argument name leaves one overload', method: 'POST', url: '/rpc/t_over', body: { arg: 'a', num: 2 }, status: 200, json: 'text' },
  { name: 'a differently named argument picks its overload', method: 'POST', url: '/rpc/t_over', body: { other: 5 }, status: 200, json: 'other' },
  { name: 'no overload fits → 404 PGRST202', method: 'POST', url: '/rpc/t_over', body: {}, status: 404,
    has: ['"code":"PGRST202"', 'Could not find the function public.t_over without parameters in the schema cache'] },
  { name: 'a function without parameters and one whose parameters all have defaults → PGRST203', method: 'POST', url: '/rpc/t_kpis', body: {}, status: 300,
    json: ambiguous('public.t_kpis(), public.t_kpis(p_start => date)') },
  { name: 'naming the defaulted parameter resolves it', url: '/rpc/t_kpis?p_start=2026-01-01', status: 200, json: 'dated' },
  { name: 'two single unnamed json parameters → PGRST203 with unnamed parameters', method: 'POST', url: '/rpc/t_hook', body: { any: 'payload' }, status: 300,
    json: ambiguous('public.t_hook( => json), public.t_hook( => jsonb)') },
  { name: 'one single unnamed json parameter takes the whole POST body', method: 'POST', url: '/rpc/t_webhook', body: { id: 7, tags: ['a'] }, status: 200,
    json: { id: 7, tags: ['a'] } },
  { name: 'but not by GET (POST only) → 404 PGRST202', url: '/rpc/t_webhook', status: 404,
    has: ['"code":"PGRST202"', 'Could not find the function public.t_webhook without parameters in the schema cache'] },
  { name: '{"": value} calls a function with one unnamed integer parameter', method: 'POST', url: '/rpc/t_double', body: { '': 21 }, status: 200, json: 42 },
  { name: '{"": value} calls a function with one unnamed text parameter', method: 'POST', url: '/rpc/t_shout', body: { '': 'hi' }, status: 200, json: 'HI' },
  { name: '{"": value} of the wrong type → 400 22P02, nothing run', method: 'POST', url: '/rpc/t_double', body: { '': 'abc' }, status: 400, has: ['"code":"22P02"'] },
];

describe.each(backends)('RPC overloads on %s', (backend) => {
  let f: FixtureServer;
  beforeAll(async () => {
    f = await startFixtureServer(backend);
    await f.t.db.exec(SETUP);
  });
  afterAll(async () => f?.t.stop());
  runScenarios(() => f, scenarios);
});

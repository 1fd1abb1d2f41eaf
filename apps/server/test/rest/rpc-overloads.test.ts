// Overloaded functions chosen as PostgREST v12's findProc and callPlan do (Plan.hs): the overloads whose parameters
// fit the argument names (every name a parameter, every parameter without a default named) — the body's keys on
// POST, on GET the query parameters that are not filters; failing those, on a JSON POST, the overloads with one
// json/jsonb parameter (named or not). One fit is called; more is 300 PGRST203 listing every candidate with its
// schema; none is 404 PGRST202 (SchemaCacheError.hs / Error.hs NoRpc). A single unnamed parameter, or any single
// json/jsonb one under `Prefer: params=single-object`, takes the arguments' JSON text by position, cast to its type.
import { afterAll, beforeAll, describe } from 'vitest';
import { backends } from '../support/backends.ts';
import { startTestServer } from '../support/test-server.ts';
import { runScenarios, type FixtureServer, type Scenario } from './scenarios-support.ts';

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
  create function public.t_mixed(json) returns text language sql immutable as $$ select 'unnamed json ' || $1::text $$;
  create function public.t_mixed(a integer) returns text language sql immutable as $$ select 'named a' $$;
  create function public.t_doc(doc jsonb default '{"d": 1}') returns jsonb language sql immutable as $$ select doc $$;
  create function public.t_strict_doc(doc jsonb) returns jsonb language sql immutable as $$ select doc $$;
  create schema s_over;
  grant usage on schema s_over to anon, authenticated, service_role;
  create function s_over.t_over(a integer) returns text language sql immutable as $$ select 'one' $$;
  create function s_over.t_over(a integer, b integer default 0) returns text language sql immutable as $$ select 'two' $$;
  grant execute on all functions in schema public, s_over to anon;`;

const HINT = 'Try renaming the parameters or the function itself in the database so function overloading can be resolved';
const ambiguous = (candidates: string) => ({
  code: 'PGRST203', message: `Could not choose the best candidate function between: ${candidates}`, details: null, hint: HINT,
});
const T_OVER_THREE = 'public.t_over(arg => integer), public.t_over(arg => boolean), public.t_over(arg => text, num => integer)';
const notFound = (message: string, details: string, hint: string | null = null) => ({ code: 'PGRST202', message, details, hint });
const SINGLE_OBJECT = { Prefer: 'params=single-object' };

const byName: Scenario[] = [
  { name: 'three overloads fit → 300 PGRST203 listing each signature', url: '/rpc/t_over?arg=1', status: 300, json: ambiguous(T_OVER_THREE) },
  { name: 'the same by POST', method: 'POST', url: '/rpc/t_over', body: { arg: 1 }, status: 300, json: ambiguous(T_OVER_THREE) },
  { name: 'one more argument name leaves one overload (POST)', method: 'POST', url: '/rpc/t_over', body: { arg: 'a', num: 2 }, status: 200, json: 'text' },
  { name: 'one more argument name leaves one overload (GET)', url: '/rpc/t_over?arg=a&num=2', status: 200, json: 'text' },
  { name: 'a differently named argument picks its overload', method: 'POST', url: '/rpc/t_over', body: { other: 5 }, status: 200, json: 'other' },
  { name: 'no overload fits a POST → 404 PGRST202, the json fallback named in details', method: 'POST', url: '/rpc/t_over', body: {}, status: 404,
    json: notFound('Could not find the function public.t_over without parameters in the schema cache',
      'Searched for the function public.t_over without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.') },
  { name: 'GET: a value with an operator is a filter, not an argument → 404 PGRST202 without the POST fallback', url: '/rpc/t_over?arg=eq.1', status: 404,
    json: notFound('Could not find the function public.t_over without parameters in the schema cache',
      'Searched for the function public.t_over without parameters, but no matches were found in the schema cache.') },
  { name: 'one unknown argument name: "parameter" singular, the closest overload as hint', url: '/rpc/t_over?nope=1', status: 404,
    has: ['"message":"Could not find the function public.t_over(nope) in the schema cache"',
      '"details":"Searched for the function public.t_over with parameter nope, but no matches were found in the schema cache."'] },
  { name: 'a misspelt argument name → the overload with the closest parameter names as hint', method: 'POST', url: '/rpc/t_over', body: { arg: 'x', numb: 2 }, status: 404,
    json: notFound('Could not find the function public.t_over(arg, numb) in the schema cache',
      'Searched for the function public.t_over with parameters arg, numb or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      'Perhaps you meant to call the function public.t_over(arg, num)') },
  { name: 'a misspelt function name → the closest function as hint', method: 'POST', url: '/rpc/t_overr', body: { arg: 1 }, status: 404,
    json: notFound('Could not find the function public.t_overr(arg) in the schema cache',
      'Searched for the function public.t_overr with parameter arg or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      'Perhaps you meant to call the function public.t_over') },
];

const defaults: Scenario[] = [
  { name: 'no parameters and all parameters defaulted both fit no arguments → PGRST203 (POST)', method: 'POST', url: '/rpc/t_kpis', body: {}, status: 300,
    json: ambiguous('public.t_kpis(), public.t_kpis(p_start => date)') },
  { name: 'the same by GET', url: '/rpc/t_kpis', status: 300, json: ambiguous('public.t_kpis(), public.t_kpis(p_start => date)') },
  { name: 'naming the defaulted parameter resolves it', url: '/rpc/t_kpis?p_start=2026-01-01', status: 200, json: 'dated' },
  { name: 'a parameter with a default and one without both fit its required name → PGRST203 with the real schema', method: 'POST', url: '/rpc/t_over',
    headers: { 'Content-Profile': 's_over' }, body: { a: 1 }, status: 300, json: ambiguous('s_over.t_over(a => integer), s_over.t_over(a => integer, b => integer)') },
  { name: 'naming the defaulted one picks it', method: 'POST', url: '/rpc/t_over', headers: { 'Content-Profile': 's_over' }, body: { a: 1, b: 2 }, status: 200, json: 'two' },
];

const unnamed: Scenario[] = [
  { name: 'two single unnamed json parameters → PGRST203 with unnamed parameters', method: 'POST', url: '/rpc/t_hook', body: { any: 'payload' }, status: 300,
    json: ambiguous('public.t_hook( => json), public.t_hook( => jsonb)') },
  { name: 'one single unnamed json parameter takes the whole POST body', method: 'POST', url: '/rpc/t_webhook', body: { id: 7, tags: ['a'] }, status: 200,
    json: { id: 7, tags: ['a'] } },
  { name: 'the body’s JSON text as sent (json keeps its spacing)', method: 'POST', url: '/rpc/t_webhook', body: '{"id":  7}', status: 200, has: ['{"id":  7}'] },
  { name: 'but not by GET (the fallback is POST only) → 404 PGRST202, the overload as hint', url: '/rpc/t_webhook', status: 404,
    json: notFound('Could not find the function public.t_webhook without parameters in the schema cache',
      'Searched for the function public.t_webhook without parameters, but no matches were found in the schema cache.',
      'Perhaps you meant to call the function public.t_webhook()') },
  { name: 'a named overload that fits wins over the unnamed json fallback', method: 'POST', url: '/rpc/t_mixed', body: { a: 1 }, status: 200, json: 'named a' },
  { name: 'other names fall back to the unnamed json overload, which gets the whole body', method: 'POST', url: '/rpc/t_mixed', body: { b: 1 }, status: 200,
    json: 'unnamed json {"b":1}' },
  { name: 'an empty body falls back to it too, as {}', method: 'POST', url: '/rpc/t_mixed', status: 200, json: 'unnamed json {}' },
  { name: 'a single named jsonb parameter is a fallback too: the other keys are dropped, its default used', method: 'POST', url: '/rpc/t_doc', body: { x: 1 }, status: 200,
    json: { d: 1 } },
  { name: '… and its own key still reaches it when other keys come along', method: 'POST', url: '/rpc/t_doc', body: { doc: { n: 2 }, x: 1 }, status: 200, json: { n: 2 } },
  { name: '… without a default PostgreSQL finds no such call → 404 42883', method: 'POST', url: '/rpc/t_strict_doc', body: { x: 1 }, status: 404,
    json: { code: '42883', message: 'function public.t_strict_doc() does not exist', details: null,
      hint: 'No function matches the given name and argument types. You might need to add explicit type casts.' } },
  { name: '{"": value}: the whole body, not the value, goes to one unnamed integer parameter → 400 22P02', method: 'POST', url: '/rpc/t_double', body: { '': 21 }, status: 400,
    json: { code: '22P02', message: 'invalid input syntax for type integer: "{"":21}"', details: null, hint: null } },
  { name: '{"": value} to one unnamed text parameter: the body’s text is the argument', method: 'POST', url: '/rpc/t_shout', body: { '': 'hi' }, status: 200, json: '{"":"HI"}' },
];

const singleObject: Scenario[] = [
  { name: 'params=single-object: the whole body to the one jsonb parameter, applied', method: 'POST', url: '/rpc/t_doc', headers: SINGLE_OBJECT, body: { doc: 1, y: [2] },
    status: 200, json: { doc: 1, y: [2] }, resHeaders: { 'Preference-Applied': 'params=single-object' } },
  { name: 'params=single-object by GET: the query arguments as one object of strings', url: '/rpc/t_doc?a=1&b=x', headers: SINGLE_OBJECT, status: 200,
    json: { a: '1', b: 'x' } },
  { name: 'params=single-object with several json parameters → PGRST203', method: 'POST', url: '/rpc/t_hook', headers: SINGLE_OBJECT, body: {}, status: 300,
    json: ambiguous('public.t_hook( => json), public.t_hook( => jsonb)') },
  { name: 'params=single-object and no single json parameter → 404 PGRST202 naming only that, no hint', method: 'POST', url: '/rpc/t_over', headers: SINGLE_OBJECT,
    body: { arg: 1 }, status: 404,
    json: notFound('Could not find the function public.t_over in the schema cache',
      'Searched for the function public.t_over with a single json/jsonb parameter, but no matches were found in the schema cache.') },
];

describe.each(backends)('RPC overloads on %s', (backend) => {
  let f: FixtureServer;
  beforeAll(async () => {
    const t = await startTestServer(backend, { DB_SCHEMAS: 'public, s_over' });
    await t.db.exec(SETUP);
    f = { t, userToken: '', expiredToken: '' };
  });
  afterAll(async () => f?.t.stop());
  describe('by argument names', () => runScenarios(() => f, byName));
  describe('defaults', () => runScenarios(() => f, defaults));
  describe('unnamed and json parameters', () => runScenarios(() => f, unnamed));
  describe('Prefer: params=single-object', () => runScenarios(() => f, singleObject));
});

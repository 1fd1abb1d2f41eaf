// Filters → WHERE fragments. Operators map through a fixed table; values are always bind parameters.
import type { PlannedFilter } from '../plan/types.ts';
import { Params, columnSql } from './fragments.ts';

const BINARY: Record<string, string> = {
  eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', like: 'like', ilike: 'ilike', match: '~', imatch: '~*',
  cs: '@>', cd: '<@', ov: '&&', sl: '<<', sr: '>>', nxr: '&<', nxl: '&>', adj: '-|-', isdistinct: 'is distinct from',
};
const IS: Record<string, string> = { null: 'null', not_null: 'not null', true: 'true', false: 'false', unknown: 'unknown' };
const FTS: Record<string, string> = { fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery' };

/** `*` in like patterns is PostgREST's alias for `%` (the client cannot send a bare % easily). */
function likeValue(op: string, v: string): string {
  return op === 'like' || op === 'ilike' ? v.replaceAll('*', '%') : v;
}

/** `exists (…)` for an embed of the filtered level, by its output name. */
export type EmbedExists = (embed: string) => string;

export function filterSql(f: PlannedFilter, p: Params, embedExists: EmbedExists): string {
  let sql: string;
  if (f.kind === 'embed') sql = embedExists(f.embed);
  else if (f.kind === 'logic') {
    const parts = f.children.map((c) => filterSql(c, p, embedExists));
    sql = parts.length ? `(${parts.join(f.op === 'and' ? ' and ' : ' or ')})` : f.op === 'and' ? 'true' : 'false';
  } else {
    const lhs = columnSql(f.ref, p);
    const values = Array.isArray(f.value) ? f.value : [f.value];
    if (f.op === 'is') sql = `${lhs} is ${IS[String(f.value).toLowerCase()] ?? 'null'}`;
    else if (f.op === 'in') sql = values.length ? `${lhs} in (${values.map((v) => p.add(v)).join(', ')})` : 'false';
    else if (f.op in FTS) {
      const fn = FTS[f.op] as string;
      const cfg = f.language ? `${p.add(f.language)}::regconfig, ` : '';
      sql = `${lhs} @@ ${fn}(${cfg}${p.add(f.value)})`;
    } else if (f.quantifier) {
      const op = BINARY[f.op] as string;
      const parts = values.map((v) => `${lhs} ${op} ${p.add(likeValue(f.op, v))}`);
      sql = parts.length ? `(${parts.join(f.quantifier === 'any' ? ' or ' : ' and ')})` : f.quantifier === 'any' ? 'false' : 'true';
    } else sql = `${lhs} ${BINARY[f.op] as string} ${p.add(likeValue(f.op, String(f.value)))}`;
  }
  return f.negate ? `not ${sql.startsWith('(') ? sql : `(${sql})`}` : sql;
}

// Response stage: a statement's outcome → status, headers and body as PostgREST answers them (respond.ts).
import type { Outcome, ResultRow } from '../execute/execute.ts';
import type { RpcStatement, Statement } from '../sql/statement.ts';
import {
  contentType,
  mutationReply,
  READ_PREFERENCES,
  readReply,
  withApplied,
  type Reply,
} from './respond.ts';

const NO_ROWS: ResultRow = { total: null, n: 0, body: null };

/** A function's answer: no content, its rows, or one value or object. */
function rpcReply(st: RpcStatement, row: ResultRow | undefined): Reply {
  const { req } = st;
  if (st.shape === 'void')
    return { status: 204, headers: withApplied({}, req, READ_PREFERENCES), body: null };
  if (st.shape === 'rows') return readReply(req, st.offset, row ?? NO_ROWS);
  // One value or one object: a range of exactly one row, its total 1 when a count was asked for (PostgREST).
  const headers = { 'Content-Range': `0-0/${req.prefer.count ? 1 : '*'}`, 'Content-Type': contentType(req) };
  return {
    status: 200,
    headers: withApplied(headers, req, READ_PREFERENCES),
    body: req.method === 'HEAD' ? null : (row?.body ?? (req.csv ? '\n' : 'null')),
  };
}

export function statementReply(st: Statement, outcome: Outcome): Reply {
  if (outcome.kind === 'explain')
    return { status: 200, headers: { 'Content-Type': outcome.contentType }, body: outcome.body };
  if (outcome.kind === 'unchanged')
    return mutationReply(st.req, 'update', { n: 0, inserted: null, body: null }, false);
  if (st.kind === 'write' && outcome.kind === 'written')
    return mutationReply(st.req, st.mutation, outcome.result, st.upsert);
  if (st.kind === 'rpc' && outcome.kind === 'rows') return rpcReply(st, outcome.row);
  if (st.kind === 'read' && outcome.kind === 'rows')
    return readReply(st.req, st.offset, outcome.row ?? NO_ROWS);
  throw new Error(`no reply for a ${st.kind} statement's ${outcome.kind} outcome`);
}

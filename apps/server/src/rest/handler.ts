// Wires the stages for one request: auth → request → schema cache → plan → SQL → execute → response,
// each timed (Server-Timing, when SERVER_TIMING_ENABLED). Only execute touches the database (and the schema-cache loader).
import type { AppDeps } from '../app-deps.ts';
import { DbError, toDbError } from '../db/types.ts';
import { apiIdentity, type ApiIdentity } from '../http/api-auth.ts';
import { PgrstError, errors } from './errors.ts';
import { readWithTotal, type CountQuery } from './execute/count.ts';
import { ReadCache } from './execute/read-cache.ts';
import { runExplain } from './execute/explain.ts';
import { readRowsInRequest, runInRequest } from './execute/run.ts';
import { planMutation } from './plan/mutation-plan.ts';
import { checkEmbedBudget, embedCost } from './plan/embed-budget.ts';
import { checkFilterPolicy } from './plan/filter-policy.ts';
import { checkUnusedLevels, planNode, readContext, tableSource } from './plan/read-plan.ts';
import { rpcArguments } from './plan/rpc-args.ts';
import { planRpc } from './plan/rpc-plan.ts';
import type { ReadNode } from './plan/types.ts';
import { parseFilters, parseRequest } from './request/api-request.ts';
import { assertJsonContentType, parseJsonBody } from './request/body.ts';
import type { PlanRequest } from './request/media-type.ts';
import type { ApiRequest } from './request/types.ts';
import { fromDbError } from './response/db-errors.ts';
import {
  contentType,
  mutationReply,
  READ_PREFERENCES,
  readReply,
  withApplied,
  type Reply,
} from './response/respond.ts';
import type { SchemaCacheHolder } from './schema-cache/cache.ts';
import type { SchemaCache } from './schema-cache/types.ts';
import { Params, qualified, ident } from './sql/fragments.ts';
import { plainMutationSql, returningMutationSql } from './sql/mutation-sql.ts';
import { countSql, isFirstRowsRead, pageCountSql, readSql } from './sql/read-sql.ts';
import { rpcSql } from './sql/rpc-sql.ts';

export interface IncomingRest {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  body: () => Promise<string>;
}

interface ResultRow {
  total: number | null;
  n: number;
  body: string | null;
  inserted?: number | null;
}

interface StageTimer {
  lap(name: string): void;
  header(): string;
}

class Timer implements StageTimer {
  // Names and times as they come; the header text is built once at the end (this runs on every request).
  private names: string[] = [];
  private times: number[] = [performance.now()];
  lap(name: string): void {
    this.names.push(name);
    this.times.push(performance.now());
  }
  header(): string {
    let out = '';
    for (let i = 0; i < this.names.length; i++) {
      out += `${i ? ', ' : ''}${this.names[i] as string};dur=${((this.times[i + 1] as number) - (this.times[i] as number)).toFixed(1)}`;
    }
    return out;
  }
}

/** Server-Timing off (the default): the stages are not timed at all. */
const UNTIMED: StageTimer = { lap: () => undefined, header: () => '' };

/** Codes that mean "the cache does not know this name" — worth one reload in case a migration just ran. */
const MISS_CODES = new Set(['PGRST200', 'PGRST202', 'PGRST204', 'PGRST205', '42703']);

/** The counted rows of a read as their own statement and parameters, for EXPLAIN (count=planned|estimated). */
function plannedCount(node: ReadNode, from: string, schema: string): CountQuery {
  const cp = new Params(schema);
  return { sql: countSql(node, from, cp), values: cp.values };
}

/** How many rows a read selects, as its own statement and parameters (a single-object read's PGRST116). */
function pageCount(node: ReadNode, from: string, schema: string): CountQuery {
  const cp = new Params(schema);
  return { sql: pageCountSql(node, from, cp), values: cp.values };
}

export class RestHandler {
  private readonly reads = new ReadCache();

  constructor(
    private readonly deps: AppDeps,
    private readonly cache: SchemaCacheHolder,
  ) {}

  /** A read built before for the same shape, answered; none (at once, without a promise) when there is no such read. */
  private cachedRead(
    key: string,
    inc: IncomingRest,
    who: ApiIdentity,
    timer: StageTimer,
  ): Promise<Reply> | undefined {
    const hit = this.reads.get(key, (schema) => this.cache.loaded(schema));
    if (!hit) return undefined;
    timer.lap('plan');
    // The request as first planned, with this request's own headers for SQL (no copy of the planned request).
    const { req } = hit;
    return this.read(req, who, hit, inc.headers).then((row) => {
      timer.lap('transaction');
      const reply = readReply(req, hit.offset, row ?? { total: null, n: 0, body: null });
      timer.lap('response');
      return reply;
    });
  }

  async handle(inc: IncomingRest): Promise<Reply> {
    const timer = this.deps.config.serverTimingEnabled ? new Timer() : UNTIMED;
    let identity: ApiIdentity | undefined;
    try {
      // A token seen before is known at once: no wait (apiIdentity answers a promise only when it verifies).
      const found = apiIdentity(this.deps.keys, inc.headers.apikey, inc.headers.authorization);
      const auth = found instanceof Promise ? await found : found;
      timer.lap('jwt');
      if ('status' in auth)
        return {
          status: auth.status,
          headers: { 'Content-Type': 'application/json; charset=utf-8', ...auth.headers },
          body: JSON.stringify(auth.body),
        };
      identity = auth;
      const key = this.reads.key(inc);
      const hit = key ? this.cachedRead(key, inc, identity, timer) : undefined;
      const { config } = this.deps;
      if (hit) {
        const cached = await hit;
        this.timed(cached, timer);
        return this.withProfile(cached, inc.headers['accept-profile'] ?? (config.dbSchemas[0] as string));
      }
      const req = parseRequest(inc, {
        allowTxOverride: config.dbTxEnd.endsWith('-allow-override'),
        planEnabled: config.dbPlanEnabled,
        aggregatesEnabled: config.dbAggregatesEnabled,
        schemas: config.dbSchemas,
      });
      const needsBody = req.method === 'POST' || req.method === 'PATCH';
      if (needsBody) assertJsonContentType(inc.headers['content-type']);
      const bodyText = needsBody ? await inc.body() : '';
      timer.lap('parse');
      const reply = await this.dispatch(req, identity, bodyText, timer, key);
      this.timed(reply, timer);
      return this.withProfile(reply, req.schema);
    } catch (err) {
      return this.errorReply(err, identity?.role ?? 'anon', timer);
    }
  }

  /** PostgREST names the schema of every answer in Content-Profile when more than one is exposed. */
  private withProfile<T extends Reply>(reply: T, schema: string): T {
    if (this.deps.config.dbSchemas.length > 1) reply.headers['Content-Profile'] = schema;
    return reply;
  }

  private async dispatch(
    req: ApiRequest,
    who: ApiIdentity,
    bodyText: string,
    timer: StageTimer,
    key?: string,
  ): Promise<Reply> {
    let cache = await this.cache.get(req.schema);
    const attempt = async (c: SchemaCache) =>
      req.target.kind === 'rpc'
        ? this.rpc(c, req, who, bodyText, timer)
        : this.table(c, req, who, bodyText, timer, key);
    try {
      return await attempt(cache);
    } catch (err) {
      const code = err instanceof PgrstError ? err.code : undefined;
      if (!code || !MISS_CODES.has(code) || !(await this.cache.reloadAfterMiss(req.schema))) throw err;
      cache = await this.cache.get(req.schema);
      return attempt(cache);
    }
  }

  /**
   * A table read's one row. A planner count needs a second statement in the same transaction; otherwise the
   * statement goes with the request's setup in one round trip. A single-object read gets at most two rows (read-sql's
   * firstRowsSql): a second one means PGRST116, and its message names how many rows the read selects, so they are
   * counted then.
   */
  private async read(
    req: ApiRequest,
    who: ApiIdentity,
    st: {
      sql: string;
      values: unknown[];
      count: CountQuery | undefined;
      pageCount: CountQuery | undefined;
      cost: number;
    },
    headers = req.headers,
  ): Promise<ResultRow | undefined> {
    const ctx = this.exec(req, who, true, st.cost, headers);
    const { db } = this.deps;
    const rows = st.count
      ? await runInRequest(db, ctx, (tx) =>
          readWithTotal<ResultRow>(tx, st.sql, st.values, req.prefer.count, st.count),
        )
      : await readRowsInRequest<ResultRow>(db, ctx, { text: st.sql, values: st.values });
    const first = rows[0];
    if (!st.pageCount || !first) return first;
    first.n =
      rows.length === 1
        ? 1
        : ((
            await readRowsInRequest<{ n: number }>(db, ctx, {
              text: st.pageCount.sql,
              values: st.pageCount.values,
            })
          )[0]?.n ?? rows.length);
    return first;
  }

  /**
   * The execute context. Every way to the database passes here (cached reads too), so the caller's limits are checked
   * here: the filter policy, and the embed budget against `cost`, the planned read's worst-case rows (embed-budget.ts).
   */
  private exec(req: ApiRequest, who: ApiIdentity, readOnly: boolean, cost: number, headers = req.headers) {
    checkFilterPolicy(req, who.role);
    checkEmbedBudget(cost, who.role);
    return {
      role: who.role,
      claims: who.claims,
      method: req.method,
      path: `/${req.target.kind === 'rpc' ? 'rpc/' : ''}${req.target.name}`,
      headers,
      readOnly,
      schema: req.schema,
      // A tx preference is only present when the override is allowed (parseRequest drops it otherwise).
      rollback: req.prefer.tx
        ? req.prefer.tx === 'rollback'
        : this.deps.config.dbTxEnd.startsWith('rollback'),
    };
  }

  private async table(
    cache: SchemaCache,
    fresh: ApiRequest,
    who: ApiIdentity,
    bodyText: string,
    timer: StageTimer,
    key?: string,
  ): Promise<Reply> {
    const req = {
      ...fresh,
      levels: new Map([...fresh.levels].map(([k, v]) => [k, { ...v, filters: [...v.filters] }])),
    };
    parseFilters(req, req.rawFilters);
    const p = new Params(cache.schema);
    if (req.method === 'GET' || req.method === 'HEAD') {
      const {
        node,
        sql,
        count,
        pageCount: recount,
      } = (() => {
        const ctx = readContext(cache, req);
        const source = tableSource(cache, req.target.name);
        const node = planNode(ctx, source, req.select, '', true);
        checkUnusedLevels(ctx);
        timer.lap('plan');
        const from = `${qualified(p, source.name)} as ${ident(node.alias)}`;
        const opts = {
          from,
          count: req.prefer.count,
          single: req.single,
          stripNulls: req.stripNulls,
          csv: req.csv,
          recount: true,
        };
        const sql = readSql(node, opts, p);
        // count=planned|estimated may need the planner's guess: the counted rows as their own statement.
        const count =
          req.prefer.count === 'planned' || req.prefer.count === 'estimated'
            ? plannedCount(node, from, cache.schema)
            : undefined;
        return { node, sql, count, pageCount: isFirstRowsRead(opts) ? pageCount(node, from, cache.schema) : undefined };
      })();
      const cost = embedCost(node);
      if (req.plan)
        return this.explain(req, req.plan, who, { sql, values: p.values, readOnly: true, cost }, timer);
      const read = {
        cache,
        req,
        sql,
        values: p.values,
        offset: node.offset ?? 0,
        count,
        pageCount: recount,
        cost,
      };
      if (key) this.reads.set(key, read);
      const row = await this.read(req, who, read);
      timer.lap('transaction');
      const reply = readReply(req, node.offset ?? 0, row ?? { total: null, n: 0, body: null });
      timer.lap('response');
      return reply;
    }
    if (!['POST', 'PATCH', 'DELETE'].includes(req.method)) throw errors.unsupportedMethod(req.method);
    const body = req.method === 'DELETE' ? undefined : parseJsonBody(bodyText, undefined);
    const plan = planMutation(cache, req, body);
    timer.lap('plan');
    const upsert = !!plan.onConflict;
    if (plan.kind === 'update' && plan.columns.length === 0) {
      // An empty PATCH changes nothing (PostgREST answers without touching the table).
      return mutationReply(req, 'update', { n: 0, inserted: null, body: null }, false);
    }
    const returning = plan.returning || upsert;
    const built =
      returning
        ? {
            sql: returningMutationSql(
              plan,
              {
                single: req.single,
                upsert,
                stripNulls: req.stripNulls,
                csv: req.csv && req.prefer.return === 'representation',
              },
              p,
            ),
            counted: true,
          }
        : plainMutationSql(plan, p);
    const cost = embedCost(plan.read);
    if (req.plan)
      return this.explain(
        req,
        req.plan,
        who,
        { sql: built.sql, values: p.values, readOnly: false, cost },
        timer,
      );
    const result = await runInRequest(this.deps.db, this.exec(req, who, false, cost), async (tx) => {
      const res = await tx.query<ResultRow & { n?: number }>(built.sql, p.values);
      const row = res.rows[0];
      const n = built.counted ? Number(row?.n ?? 0) : res.rowCount;
      // .single() on a write: anything but exactly one row rolls the write back.
      if (req.single && n !== 1) throw errors.singular(n);
      return { n, inserted: row?.inserted ?? null, body: row?.body ?? null };
    });
    timer.lap('transaction');
    const reply = mutationReply(req, plan.kind, result, upsert);
    timer.lap('response');
    return reply;
  }

  private async rpc(
    cache: SchemaCache,
    fresh: ApiRequest,
    who: ApiIdentity,
    bodyText: string,
    timer: StageTimer,
  ): Promise<Reply> {
    const req = {
      ...fresh,
      levels: new Map([...fresh.levels].map(([k, v]) => [k, { ...v, filters: [...v.filters] }])),
    };
    const { args, filters } = rpcArguments(cache, req, bodyText);
    parseFilters(req, filters);
    const p = new Params(cache.schema);
    const plan = planRpc(cache, req, args);
    timer.lap('plan');
    const { sql, shape, count } = rpcSql(
      plan,
      { count: req.prefer.count, single: req.single, stripNulls: req.stripNulls, csv: req.csv },
      p,
    );
    const cost = embedCost(plan.read);
    if (req.plan)
      return this.explain(
        req,
        req.plan,
        who,
        { sql, values: p.values, readOnly: plan.readOnly, cost },
        timer,
      );
    const row = await runInRequest(this.deps.db, this.exec(req, who, plan.readOnly, cost), async (tx) => {
      const [r] = await readWithTotal<ResultRow>(tx, sql, p.values, req.prefer.count, count);
      // No row at all is no rows (a single-object read answers none then): a volatile function's work rolls back too.
      if (shape === 'rows' && req.single && Number(r?.n ?? 0) !== 1) throw errors.singular(Number(r?.n ?? 0));
      return r;
    });
    timer.lap('transaction');
    let reply: Reply;
    if (shape === 'void')
      reply = { status: 204, headers: withApplied({}, req, READ_PREFERENCES), body: null };
    else if (shape === 'rows')
      reply = readReply(req, plan.read.offset ?? 0, row ?? { total: null, n: 0, body: null });
    else {
      // One value or one object: a range of exactly one row, its total 1 when a count was asked for (PostgREST).
      const headers = {
        'Content-Range': `0-0/${req.prefer.count ? 1 : '*'}`,
        'Content-Type': contentType(req),
      };
      reply = {
        status: 200,
        headers: withApplied(headers, req, READ_PREFERENCES),
        body: req.method === 'HEAD' ? null : (row?.body ?? (req.csv ? '\n' : 'null')),
      };
    }
    timer.lap('response');
    return reply;
  }

  /**
   * The statement's EXPLAIN instead of its result (DB_PLAN_ENABLED). Ours, not PostgREST's: anon may not `analyze`
   * a statement that writes (the write would run), so for anon that plan is not an available media type.
   */
  private async explain(
    req: ApiRequest,
    plan: PlanRequest,
    who: ApiIdentity,
    st: { sql: string; values: unknown[]; readOnly: boolean; cost: number },
    timer: StageTimer,
  ): Promise<Reply> {
    if (plan.options.includes('analyze') && !st.readOnly && who.role === 'anon')
      throw errors.mediaType(req.headers.accept ?? '');
    const body = await runInRequest(this.deps.db, this.exec(req, who, st.readOnly, st.cost), (tx) =>
      runExplain(tx, plan, st.sql, st.values),
    );
    timer.lap('transaction');
    return { status: 200, headers: { 'Content-Type': plan.contentType }, body };
  }

  private errorReply(err: unknown, role: string, timer: StageTimer): Reply {
    let e: PgrstError;
    const db = toDbError(err);
    if (err instanceof PgrstError) e = err;
    else if (db instanceof DbError) e = fromDbError(db, role);
    else {
      this.deps.logger.error({ err }, 'rest: unexpected error');
      e = errors.internal();
    }
    return this.timed(
      {
        status: e.status,
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Proxy-Status': `PostgREST; error=${e.code}`,
          ...e.headers,
        },
        body: JSON.stringify(e.body()),
      },
      timer,
    );
  }

  /** The stages' durations in Server-Timing, when SERVER_TIMING_ENABLED asks for them (PostgREST: off by default). */
  private timed<T extends Reply>(reply: T, timer: StageTimer): T {
    if (this.deps.config.serverTimingEnabled) reply.headers['Server-Timing'] = timer.header();
    return reply;
  }
}

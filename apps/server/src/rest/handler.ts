// One request through the stages, each run once: auth → (a kept read | request → schema cache → plan → SQL) →
// execute → response, each timed (Server-Timing, when SERVER_TIMING_ENABLED). Only execute touches the database
// (and the schema-cache loader).
import type { AppDeps } from '../app-deps.ts';
import { apiIdentity, type ApiAuthError, type ApiIdentity } from '../http/api-auth.ts';
import { execute, type ExecuteDeps } from './execute/execute.ts';
import { ReadCache } from './execute/read-cache.ts';
import { planRequest } from './plan/plan-request.ts';
import { readRequest, type IncomingRest } from './request/read-request.ts';
import { errorReply } from './response/error-reply.ts';
import type { Reply } from './response/respond.ts';
import { statementReply } from './response/statement-reply.ts';
import type { SchemaCacheHolder } from './schema-cache/cache.ts';
import { withSchemaCache } from './schema-cache/with-cache.ts';
import { statementFor, type Statement } from './sql/statement.ts';
import { stageTimer, type StageTimer } from './timing.ts';

export type { IncomingRest } from './request/read-request.ts';

function authReply(auth: ApiAuthError): Reply {
  return {
    status: auth.status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...auth.headers },
    body: JSON.stringify(auth.body),
  };
}

export class RestHandler {
  private readonly reads = new ReadCache();
  private readonly executeDeps: ExecuteDeps;

  constructor(
    private readonly deps: AppDeps,
    private readonly cache: SchemaCacheHolder,
  ) {
    this.executeDeps = { db: deps.db, txEnd: deps.config.dbTxEnd };
  }

  async handle(inc: IncomingRest): Promise<Reply> {
    const { config } = this.deps;
    const timer = stageTimer(config.serverTimingEnabled);
    let role = 'anon';
    try {
      // A token seen before is known at once: no wait (apiIdentity answers a promise only when it verifies).
      const found = apiIdentity(this.deps.keys, inc.headers.apikey, inc.headers.authorization);
      const auth = found instanceof Promise ? await found : found;
      timer.lap('jwt');
      if ('status' in auth) return authReply(auth);
      role = auth.role;
      // A read built before for the same shape skips the request, schema-cache, plan and SQL stages.
      const key = this.reads.key(inc);
      const kept = key ? this.reads.get(key, (schema) => this.cache.loaded(schema)) : undefined;
      if (kept) {
        timer.lap('plan');
        // The request as first planned, with this request's own headers for SQL (no copy of the planned request).
        return this.timed(await this.run(kept, auth, timer, inc.headers), timer);
      }
      const { req, bodyText } = await readRequest(inc, {
        allowTxOverride: config.dbTxEnd.endsWith('-allow-override'),
        planEnabled: config.dbPlanEnabled,
        aggregatesEnabled: config.dbAggregatesEnabled,
        schemas: config.dbSchemas,
      });
      timer.lap('parse');
      const st = await withSchemaCache(this.cache, req.schema, (cache) => {
        const planned = planRequest(cache, req, bodyText);
        timer.lap('plan');
        return statementFor(cache, planned);
      });
      if (key && st.kind === 'read' && !req.plan) this.reads.set(key, st);
      return this.timed(await this.run(st, auth, timer), timer);
    } catch (err) {
      return this.timed(errorReply(err, role, this.deps.logger), timer);
    }
  }

  /** Execute and response: the statement run as `who`, its outcome answered. */
  private async run(
    st: Statement,
    who: ApiIdentity,
    timer: StageTimer,
    headers?: Record<string, string>,
  ): Promise<Reply> {
    const outcome = await execute(this.executeDeps, st, who, headers);
    if (outcome.kind !== 'unchanged') timer.lap('transaction');
    const reply = statementReply(st, outcome);
    if (outcome.kind === 'rows' || outcome.kind === 'written') timer.lap('response');
    // PostgREST names the schema of every answer in Content-Profile when more than one is exposed.
    if (this.deps.config.dbSchemas.length > 1) reply.headers['Content-Profile'] = st.req.schema;
    return reply;
  }

  /** The stages' durations in Server-Timing, when SERVER_TIMING_ENABLED asks for them (PostgREST: off by default). */
  private timed(reply: Reply, timer: StageTimer): Reply {
    if (this.deps.config.serverTimingEnabled) reply.headers['Server-Timing'] = timer.header();
    return reply;
  }
}

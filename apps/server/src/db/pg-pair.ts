// Two statements in one round trip on a node-postgres client: a setup statement (the request's role, claims and
// settings) and the statement that reads, written together as one extended-protocol batch with a single Sync.
// PostgreSQL runs the messages up to a Sync as one implicit transaction — so transaction-local settings made by
// the first statement hold for the second, an error in either rolls both back, and the Sync commits — without
// the BEGIN and COMMIT round trips of an explicit transaction. Only for a statement whose result needs no check
// before the commit (a read). Both are named prepared statements, parsed once per connection (pg-statements.ts).
import pg from 'pg';
import type { Connection, Submittable } from 'pg';
import { confirm, distrust, prepare } from './pg-statements.ts';
import type { QueryResult, Row, Statement } from './types.ts';

// node-postgres' own conversion of bind values (dates, arrays, JSON objects, buffers) — the same one its Query
// uses, so a value binds here exactly as through client.query(). It is exported at run time but not typed.
const { prepareValue } = (pg as unknown as { utils: { prepareValue(value: unknown): string | Buffer | null } }).utils;

interface Field {
  name: string;
  dataTypeID: number;
}

type Settle = (err: Error | null, result?: QueryResult) => void;

/** The batch as a node-postgres Submittable: the client hands it the messages until the ReadyForQuery. */
class ReadPair implements Submittable {
  private fields: Field[] = [];
  private parsers: ((text: string) => unknown)[] = [];
  private readonly rows: Row[] = [];
  /** The second statement's RowDescription has arrived (the setup statement's rows are not described, so not kept). */
  private described = false;
  private settled = false;
  private connection: Connection | undefined;
  /** The statements this batch parses: known to exist once it succeeds. */
  private parsed: string[] = [];
  private used: string[] = [];

  constructor(
    private readonly setup: Statement,
    private readonly statement: Statement,
    private readonly settle: Settle,
  ) {}

  submit(connection: Connection): Error | null {
    let setupValues: (string | Buffer | null)[];
    let values: (string | Buffer | null)[];
    try {
      setupValues = this.setup.values.map((v) => prepareValue(v));
      values = this.statement.values.map((v) => prepareValue(v));
    } catch (err) {
      return err as Error; // nothing was written: the client reports it through handleError
    }
    const setup = prepare(connection, this.setup.text);
    const read = prepare(connection, this.statement.text);
    this.connection = connection;
    this.parsed = [setup, read].filter((p) => p.parse).map((p) => p.name);
    this.used = [setup.name, read.name];
    const stream = connection.stream as { cork?: () => void; uncork?: () => void };
    stream.cork?.();
    try {
      // Closes first: nothing before them can fail, so an error later in the batch never skips one.
      for (const name of [...setup.close, ...read.close]) connection.close({ type: 'S', name }, false);
      if (setup.parse) connection.parse({ text: this.setup.text, name: setup.name, types: [] }, false);
      // The unnamed portal: each Bind replaces the previous one; all rows at once.
      connection.bind({ statement: setup.name, portal: '', values: setupValues }, false);
      connection.execute({ portal: '' }, false);
      if (read.parse) connection.parse({ text: this.statement.text, name: read.name, types: [] }, false);
      connection.bind({ statement: read.name, portal: '', values }, false);
      connection.describe({ type: 'P', name: '' }, false);
      connection.execute({ portal: '' }, false);
      connection.sync();
    } finally {
      stream.uncork?.();
    }
    return null;
  }

  handleRowDescription(msg: { fields: Field[] }): void {
    this.described = true;
    this.fields = msg.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }));
    this.parsers = msg.fields.map((f) => pg.types.getTypeParser(f.dataTypeID, 'text') as (text: string) => unknown);
  }

  handleDataRow(msg: { fields: (string | null)[] }): void {
    if (!this.described) return;
    const row: Row = {};
    msg.fields.forEach((value, i) => {
      const field = this.fields[i] as Field;
      row[field.name] = value === null ? null : (this.parsers[i] as (text: string) => unknown)(value);
    });
    this.rows.push(row);
  }

  handleCommandComplete(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyData(): void {}
  handleCopyInResponse(connection: Connection & { sendCopyFail(msg: string): void }): void {
    connection.sendCopyFail('COPY is not supported here');
  }

  handleError(err: Error): void {
    if (this.settled) return;
    this.settled = true;
    if (this.connection) distrust(this.connection, this.used);
    this.settle(err);
  }

  handleReadyForQuery(): void {
    if (this.settled) return;
    this.settled = true;
    if (this.connection) confirm(this.connection, this.parsed);
    this.settle(null, { rows: this.rows, rowCount: this.rows.length, fields: this.fields });
  }
}

/** Runs `setup` then `statement` on `client` in one round trip; the second statement's rows. */
export function queryPair<T = Row>(client: pg.PoolClient, setup: Statement, statement: Statement): Promise<QueryResult<T>> {
  return new Promise((resolve, reject) => {
    client.query(
      new ReadPair(setup, statement, (err, result) => (err ? reject(err) : resolve(result as QueryResult<T>))),
    );
  });
}

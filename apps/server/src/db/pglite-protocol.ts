// Messages between the server thread and the PGlite worker thread.
import type { QueryResult } from './types.ts';

export interface WorkerInit {
  dataDir: string;
  fsync: boolean;
  /** Postgres' shared_buffers inside the WASM heap (PGlite's default, 128MB, is most of an idle site's memory). */
  sharedBuffers: string;
  /** A dumpDataDir archive to restore into an empty data directory. */
  loadDataDir?: Uint8Array;
  /** Channels the worker LISTENs on once open; their notifications come back as NOTIFY_ID messages. */
  channels?: readonly string[];
}

/** The id of a message the worker sends unasked: a NOTIFY one of its statements caused (WorkerReply.notify). */
export const NOTIFY_ID = -1;

export type WorkerRequest =
  | { id: number; op: 'query'; sql: string; params: readonly unknown[] }
  | { id: number; op: 'exec'; sql: string }
  /** Database.readPair: both statements in one transaction, in one message. */
  | { id: number; op: 'pair'; setup: { sql: string; params: readonly unknown[] }; statement: { sql: string; params: readonly unknown[] } }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

export interface WorkerReply {
  id: number;
  ready?: boolean;
  result?: QueryResult;
  bytes?: Uint8Array;
  /**
   * A notification (id NOTIFY_ID). The worker posts it before the answer to the statement that caused it (PGlite
   * hands notifications to its listeners while it parses that statement's results), so the server thread hears of
   * a change before the write that made it returns.
   */
  notify?: { channel: string; payload: string };
  error?: {
    message: string;
    code?: string | undefined;
    detail?: string | undefined;
    hint?: string | undefined;
    constraint?: string | undefined;
    table?: string | undefined;
    column?: string | undefined;
    schema?: string | undefined;
  };
}

// Backups of a PGlite site while its server runs. One process owns DATA_DIR (data-dir-lock.ts), so `cli backup`
// cannot open the database beside a running server; instead it asks the server, over a Unix socket inside
// DATA_DIR, for a snapshot: the server dumps the database in one hold of its database lock (requests queue for that
// long, none fails) and sends the bytes with the row counts read in the same instant. The socket is the server
// user's alone: DATA_DIR is 0700 and the socket file 0600, so only that user (or root) can ask for a backup.
import { chmodSync, rmSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import type { PgliteSnapshot } from './pglite.ts';
import { tableCounts, type TableCounts } from './table-counts.ts';
import type { Queryable } from './types.ts';

export const BACKUP_SOCKET = 'backup.sock';

/** Linux's limit on a socket path (sun_path, 108 bytes with its terminating zero). */
const MAX_SOCKET_PATH = 107;

export function backupSocketPath(dataDir: string): string {
  return join(dataDir, BACKUP_SOCKET);
}

type Snapshotter = <T>(read: (q: Queryable) => Promise<T>) => Promise<PgliteSnapshot<T>>;

export interface BackupSocket {
  close(): Promise<void>;
}

interface Header {
  ok: boolean;
  error?: string;
  size?: number;
  counts?: TableCounts;
}

function send(socket: Socket, header: Header, bytes?: Uint8Array): void {
  socket.write(`${JSON.stringify(header)}\n`);
  if (bytes) socket.write(bytes);
  socket.end();
}

/**
 * Listens on DATA_DIR/backup.sock until closed. Answers `{"op":"snapshot"}` with a JSON header line, then the
 * dump's bytes. Returns null (after `warn`) where no socket can be made: the CLI then says to stop the server.
 */
export async function serveBackups(
  dataDir: string,
  snapshot: Snapshotter,
  warn: (err: unknown, message: string) => void,
): Promise<BackupSocket | null> {
  const path = backupSocketPath(dataDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    warn(null, `DATA_DIR's path is too long for a backup socket (${path}): back up with the server stopped`);
    return null;
  }
  // We hold DATA_DIR's lock: a socket file there is a previous server's, left by a crash.
  rmSync(path, { force: true });
  const server: Server = createServer((socket) => {
    let request = '';
    socket.setEncoding('utf8');
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      request += chunk;
      const end = request.indexOf('\n');
      if (end < 0) {
        if (request.length > 1024) socket.destroy();
        return;
      }
      socket.removeAllListeners('data');
      let op: unknown;
      try {
        op = (JSON.parse(request.slice(0, end)) as { op?: unknown }).op;
      } catch {
        op = null;
      }
      if (op !== 'snapshot') return send(socket, { ok: false, error: 'unknown request' });
      snapshot(tableCounts).then(
        ({ bytes, value }) => send(socket, { ok: true, size: bytes.byteLength, counts: value }, bytes),
        (err: unknown) => {
          warn(err, 'an online backup failed');
          send(socket, { ok: false, error: err instanceof Error ? err.message : String(err) });
        },
      );
    });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, () => resolve());
    });
  } catch (err) {
    warn(err, 'no backup socket: back up with the server stopped');
    return null;
  }
  server.on('error', (err) => warn(err, 'backup socket error'));
  chmodSync(path, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(path, { force: true });
      }),
  };
}

/** Why the server did not answer, in words for the operator. */
export class BackupSocketError extends Error {
  override name = 'BackupSocketError';
}

/** Asks the server that holds `dataDir` for a snapshot (its dump and row counts). */
export function requestSnapshot(dataDir: string): Promise<PgliteSnapshot<TableCounts>> {
  const path = backupSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const socket = connect(path);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (err: NodeJS.ErrnoException) => {
      const unreachable = err.code === 'ENOENT' || err.code === 'ECONNREFUSED';
      reject(
        new BackupSocketError(
          unreachable
            ? `the server that holds DATA_DIR does not take backups while it runs (no ${path}; a version before online backups?): stop it, back up, start it again`
            : `the server did not answer the backup request (${err.code ?? err.message})`,
        ),
      );
    });
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const eol = all.indexOf(0x0a);
      let header: Header;
      try {
        header = JSON.parse(all.subarray(0, eol < 0 ? all.length : eol).toString('utf8')) as Header;
      } catch {
        return reject(new BackupSocketError('the server sent no readable answer to the backup request'));
      }
      if (!header.ok) return reject(new BackupSocketError(`the server could not take the backup: ${header.error}`));
      const bytes = all.subarray(eol + 1);
      if (bytes.length !== header.size) {
        return reject(new BackupSocketError(`the server's answer was cut short (${bytes.length} of ${header.size} bytes)`));
      }
      resolve({ bytes: new Uint8Array(bytes), value: header.counts ?? {} });
    });
    // Not end(): the server would then end its side before it has answered.
    socket.write(`${JSON.stringify({ op: 'snapshot' })}\n`);
  });
}

// Child processes for the start/stop tests: spawn a command, collect its output, wait for a line, and
// follow the whole process tree through /proc (npm → sh → node) to prove that nothing outlives a stop.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { REPO_ROOT } from '../../src/paths.ts';
import { TEST_JWT_SECRET } from '../support/test-server.ts';

export interface Spawned {
  child: ChildProcess;
  output(): string;
  /** Resolves with the first match of `pattern` in the output; rejects if the process exits first. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  /** The exit code, or the signal's name. */
  exited: Promise<number | string>;
  /**
   * The child has exited and its output pipes are closed: every process that shared them — the whole tree
   * it started, which inherits them — has gone too (or closed them). An event, so no test polls for exits.
   */
  closed: Promise<void>;
}

/** The server's environment for these tests: a free port, no demo content, a fixed secret. */
export function serverEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_OPTIONS: '',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    JWT_SECRET: TEST_JWT_SECRET,
    ...env,
  };
}

export function spawnLogged(command: string, args: string[], env: NodeJS.ProcessEnv): Spawned {
  const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const waiters = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    out += chunk.toString();
    for (const check of waiters) check();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = once(child, 'exit').then(([code, signal]) => (code ?? signal) as number | string);
  const closed = once(child, 'close').then(() => undefined);
  const waitFor = (pattern: RegExp, timeoutMs = 60_000) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const timer = setTimeout(() => fail(new Error(`timed out waiting for ${pattern}:\n${out}`)), timeoutMs);
      const done = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      const fail = (err: Error) => {
        done();
        reject(err);
      };
      const check = () => {
        const m = pattern.exec(out);
        if (m) {
          done();
          resolve(m);
        }
      };
      waiters.add(check);
      void exited.then((code) => fail(new Error(`process exited (${code}) before ${pattern}:\n${out}`)));
      check();
    });
  return { child, output: () => out, waitFor, exited, closed };
}

/** Parent PID of every process on the machine (Linux /proc). */
function parentsByPid(): Map<number, number> {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so split after the last ')'.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(name), ppid);
    } catch {
      // exited while we were looking
    }
  }
  return parents;
}

/** `pid` and all its descendants, as they are now. */
export function processTree(pid: number): number[] {
  const parents = parentsByPid();
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  }
  return tree;
}

/** The kernel's PF_EXITING task flag (include/linux/sched.h): the task is inside do_exit. */
const PF_EXITING = 0x4;

/**
 * Gone, a zombie waiting for whoever adopted it to reap it, or already inside the kernel's exit path (it
 * holds nothing any more). The last state matters: a process closes its files (our pipes, whose closing
 * is the 'close' event the tests wait for) a moment before it turns zombie, and on a loaded machine a
 * test can read /proc within that moment (CI saw it once).
 */
export function hasExited(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after "(comm) ": state, ppid, pgrp, session, tty_nr, tpgid, flags, …
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[0] === 'Z' || fields[0] === 'X' || (Number(fields[6]) & PF_EXITING) !== 0;
  } catch {
    return true;
  }
}

/** When `pid` started (clock ticks since boot, /proc/PID/stat field 22); null once it has gone. */
export function startedAt(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/**
 * SIGKILLs each process that is still the one seen earlier (same PID, same start time), as a failed test's
 * cleanup: a PID that was freed may already belong to someone else — on a busy machine with pid_max 32768, even
 * to one of the test runner's own workers — and is left alone.
 */
export function killIfSame(seen: { pid: number; started: string | null }[]): void {
  for (const { pid, started } of seen) {
    if (started === null || hasExited(pid) || startedAt(pid) !== started) continue;
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // exited meanwhile
    }
  }
}

/**
 * SIGKILLs a child we spawned and its descendants, if it still runs: cleanup after a failed test. A child
 * that has exited is left alone, since its PID (and its children's) may already belong to someone else.
 */
export function killTree(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  for (const p of processTree(child.pid)) {
    try {
      process.kill(p, 'SIGKILL');
    } catch {
      // exited meanwhile
    }
  }
}

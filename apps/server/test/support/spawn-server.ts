// Runs the server as a real child process (for lock, crash and shutdown tests) and waits until it listens.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { REPO_ROOT } from '../../src/paths.ts';
import { TEST_JWT_SECRET } from './test-server.ts';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  /** Resolves with the exit code (or signal name) once the process has exited. */
  exited: Promise<number | string>;
}

/** `entry` is the TypeScript source through tsx (default) or the compiled server `npm start` runs. */
export function spawnServerProcess(
  env: Record<string, string>,
  entry: 'source' | 'compiled' = 'source',
): {
  child: ChildProcess;
  ready: Promise<ServerProcess>;
} {
  const args = entry === 'compiled' ? ['apps/server/dist/main.js'] : ['--import', 'tsx', 'apps/server/src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      JWT_SECRET: TEST_JWT_SECRET,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = once(child, 'exit').then(([code, signal]) => (code ?? signal) as number | string);
  const ready = new Promise<ServerProcess>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /"url":"(http:\/\/[^"]+)".*"msg":"server listening"/.exec(out);
      if (m) resolve({ child, url: m[1] as string, output: () => out, exited });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${out}`)));
  });
  return { child, ready };
}

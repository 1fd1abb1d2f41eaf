// Load generation for the HTTP benches: autocannon in a child process (so the load generator does not
// share the server's event loop), and how several rounds combine into one figure.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const AUTOCANNON = fileURLToPath(new URL('../../node_modules/autocannon/autocannon.js', import.meta.url));

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

interface AutocannonJson {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** One autocannon run; `expectStatus` other than 2xx (a 404 page) is not counted as an error. */
export function load(
  url: string,
  headers: Record<string, string>,
  connections: number,
  durationS: number,
  opts: { expectNon2xx?: boolean } = {},
): Promise<Figures> {
  const args = [AUTOCANNON, '-j', '-c', String(connections), '-d', String(durationS)];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.on('error', reject);
    child.on('close', () => {
      try {
        const r = JSON.parse(out) as AutocannonJson;
        const non2xx = opts.expectNon2xx ? 0 : r.non2xx;
        resolve({
          rps: r.requests.average,
          p50: r.latency.p50,
          p99: r.latency.p99,
          errors: non2xx + r.errors + r.timeouts,
        });
      } catch (err) {
        reject(new Error(`autocannon output unreadable: ${(err as Error).message}: ${out.slice(0, 200)}`));
      }
    });
  });
}

/** Mean throughput over the rounds; median of their latency percentiles; all errors. */
export function combine(runs: Figures[]): Figures {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  return {
    rps: runs.reduce((n, r) => n + r.rps, 0) / runs.length,
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    errors: runs.reduce((n, r) => n + r.errors, 0),
  };
}

export const fmt = (f: Figures) =>
  `${f.rps.toFixed(0).padStart(6)} req/s  p50 ${f.p50.toFixed(1)} ms  p99 ${f.p99.toFixed(1)} ms${f.errors ? `  (${f.errors} errors)` : ''}`;

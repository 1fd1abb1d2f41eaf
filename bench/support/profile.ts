// A CPU profile of this process while a load runs (node:inspector's sampling profiler), summarised as the
// frames with the most self time — where our side of a request spends its CPU. The server runs in the bench's
// own process and the load generator in a child, so the samples are the server's (and its database driver's).
import { Session } from 'node:inspector/promises';
import { fileURLToPath } from 'node:url';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  hitCount?: number;
}

export interface CpuProfile {
  nodes: ProfileNode[];
}

export interface Frame {
  name: string;
  where: string;
  /** Share of the busy samples (idle excluded), in %. */
  pct: number;
}

export interface ProfileSummary {
  busySamples: number;
  top: Frame[];
  /** Self time per area (our server code, Hono, node-postgres, Node's internals, GC…), in % of busy samples. */
  areas: { area: string; pct: number }[];
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
// Sample every 250 µs: a 3 s run gives enough samples to rank frames without slowing the server much.
const INTERVAL_US = 250;

/**
 * Runs `work` under the profiler and returns its result with the profile taken meanwhile and the CPU time this
 * process used (all its threads, PGlite's worker too), in µs, and the kernel's part of it.
 */
export async function profiled<T>(work: () => Promise<T>): Promise<{ result: T; profile: CpuProfile; cpuUs: number; systemUs: number }> {
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: INTERVAL_US });
    await session.post('Profiler.start');
    let result: T;
    const cpu = process.cpuUsage();
    try {
      result = await work();
    } catch (err) {
      await session.post('Profiler.stop');
      throw err;
    }
    const used = process.cpuUsage(cpu);
    const { profile } = (await session.post('Profiler.stop')) as { profile: CpuProfile };
    // The kernel's share apart: socket writes and reads are charged there, and they grow with the bytes sent.
    return { result, profile, cpuUs: used.user + used.system, systemUs: used.system };
  } finally {
    session.disconnect();
  }
}

function shortUrl(url: string): string {
  const path = url.startsWith('file://') ? fileURLToPath(url) : url;
  return path.startsWith(ROOT) ? path.slice(ROOT.length) : path;
}

function areaOf(frame: CallFrame): string {
  const url = shortUrl(frame.url);
  if (frame.functionName === '(garbage collector)') return 'GC';
  if (!url) return frame.functionName.startsWith('(') ? 'V8 (program)' : 'native';
  if (url.startsWith('node:')) return 'Node internals';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1] as string;
  if (url.startsWith('apps/server/src/')) return `server ${url.split('/')[3] ?? ''}`.trim();
  return url.split('/')[0] ?? url;
}

/** The busy samples' top self-time frames (function, file:line) and the share per area. */
export function summarise(profile: CpuProfile, topN = 10): ProfileSummary {
  const byFrame = new Map<string, { name: string; where: string; hits: number }>();
  const byArea = new Map<string, number>();
  let busy = 0;
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    const f = node.callFrame;
    if (hits === 0 || f.functionName === '(idle)' || f.functionName === '(root)') continue;
    busy += hits;
    const where = f.url ? `${shortUrl(f.url)}:${f.lineNumber + 1}` : '';
    const name = f.functionName || '(anonymous)';
    const key = `${name}\n${where}`;
    const entry = byFrame.get(key) ?? { name, where, hits: 0 };
    entry.hits += hits;
    byFrame.set(key, entry);
    const area = areaOf(f);
    byArea.set(area, (byArea.get(area) ?? 0) + hits);
  }
  const pct = (n: number) => (busy ? (100 * n) / busy : 0);
  const top = [...byFrame.values()].sort((a, b) => b.hits - a.hits).slice(0, topN).map((e) => ({ name: e.name, where: e.where, pct: pct(e.hits) }));
  const areas = [...byArea.entries()].sort((a, b) => b[1] - a[1]).map(([area, n]) => ({ area, pct: pct(n) }));
  return { busySamples: busy, top, areas };
}

/** The areas of at least 1 %, each with its share of `perRequestUs` (the CPU per request) when given. */
export function formatAreas(s: ProfileSummary, perRequestUs?: number): string {
  const us = (pct: number) => (perRequestUs === undefined ? '' : ` ≈${((pct * perRequestUs) / 100).toFixed(0)} µs`);
  return s.areas.filter((a) => a.pct >= 1).map((a) => `${a.area} ${a.pct.toFixed(0)}%${us(a.pct)}`).join(', ');
}

export function formatSummary(s: ProfileSummary, indent = '    ', perRequestUs?: number): string {
  const lines = s.top.map((f) => `${indent}${f.pct.toFixed(1).padStart(5)}%  ${f.name}  ${f.where}`);
  return [...lines, `${indent}by area: ${formatAreas(s, perRequestUs)}`].join('\n');
}

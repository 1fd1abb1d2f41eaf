// A process's resident memory (VmRSS), in MB, from Linux's /proc; NaN elsewhere or once it has exited.
import { readFileSync } from 'node:fs';

export function residentMb(pid: number | undefined): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

// CPU time used so far by every process of one name on this machine (Linux /proc), in µs — how the bench sees the
// PostgreSQL server's share of a request when the cluster runs locally. Undefined where /proc is not readable.
import { readdirSync, readFileSync } from 'node:fs';

const TICK_US = 1e6 / 100; // USER_HZ is 100 on Linux

export function processCpuUs(name: string): number | undefined {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return undefined;
  }
  let total = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The command sits in parentheses and may hold spaces: the fields that follow start after the last ')'.
      const open = stat.indexOf('(');
      const close = stat.lastIndexOf(')');
      if (stat.slice(open + 1, close) !== name) continue;
      const fields = stat.slice(close + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * TICK_US; // utime, stime
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

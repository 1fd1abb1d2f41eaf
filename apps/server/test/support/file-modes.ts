// What the data-at-rest tests look at: every path under a directory that its group or others may use.
import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** `dir` itself and everything under it that is not private to its owner, as "path mode" (octal). */
export function notPrivate(dir: string): string[] {
  const paths = [dir, ...readdirSync(dir, { recursive: true }).map((p) => join(dir, String(p)))];
  const found: string[] = [];
  for (const path of paths) {
    const mode = lstatSync(path).mode & 0o777;
    if (mode & 0o077) found.push(`${path} ${mode.toString(8)}`);
  }
  return found;
}

/** How many paths there are under `dir` (to show a check looked at something). */
export function countPaths(dir: string): number {
  return readdirSync(dir, { recursive: true }).length;
}

/** What an older version left behind: directories 0755, files 0644. */
export function makeWorldReadable(dir: string): void {
  for (const path of [dir, ...readdirSync(dir, { recursive: true }).map((p) => join(dir, String(p)))]) {
    chmodSync(path, lstatSync(path).isDirectory() ? 0o755 : 0o644);
  }
}

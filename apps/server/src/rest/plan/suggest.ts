// A typo hint for unknown names (PGRST205, PGRST200): the closest known name by edit distance.

/** The closest known name (a typo hint, as PostgREST gives), or undefined. */
export function suggest(names: string[], wanted: string): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const n of names) {
    const d = distance(n, wanted);
    if (d < bestScore) [best, bestScore] = [n, d];
  }
  return bestScore <= Math.max(2, Math.floor(wanted.length / 3)) ? best : undefined;
}

function distance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 3 || b.length > 64) return Infinity;
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0] as number;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j] as number;
      row[j] = Math.min((row[j] as number) + 1, (row[j - 1] as number) + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length] as number;
}

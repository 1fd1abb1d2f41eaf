// Header lists kept sorted by name as they are built (the order a fetch Headers object iterates in), for the
// direct read path's request record (node-request-headers.ts) and its answer (node-reads.ts). Both hold a handful
// of entries, so an insertion beats a map and a sort; callers with many entries must not use it (quadratic).

/**
 * Puts [name, value] into `pairs`, kept sorted by name. A name already there gets `combine(old, value)` instead:
 * joined for a repeated request header, replaced for an answer header set twice.
 */
export function putSorted(
  pairs: [string, string][],
  name: string,
  value: string,
  combine: (old: string, value: string) => string,
): void {
  let at = pairs.length;
  while (at > 0 && (pairs[at - 1] as [string, string])[0] >= name) at -= 1;
  const there = pairs[at];
  if (there && there[0] === name) there[1] = combine(there[1], value);
  else pairs.splice(at, 0, [name, value]);
}

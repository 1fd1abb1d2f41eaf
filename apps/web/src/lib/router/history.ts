import { createKey, createLocation, createPath, parsePath } from './path';
import type { Location, Path } from './types';

// Where the router keeps its locations: the browser's session history, an array (tests), or one fixed
// location (the server). Each entry carries its position (`idx`), so a back/forward tells the router how
// far it moved — what it needs to undo a move a blocker stops.

export interface RouterHistory {
  readonly location: Location;
  /** The current entry's position in the session. */
  readonly index: number;
  push(location: Location): void;
  replace(location: Location): void;
  go(delta: number): void;
  /** Back/forward (and the browser's own #fragment navigations); the listener gets the new position. */
  listen(listener: (location: Location, index: number) => void): () => void;
}

/** What each browser history entry stores: the same fields as React Router's. */
interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

function readEntry(state: unknown): Partial<EntryState> {
  return typeof state === 'object' && state !== null ? (state as Partial<EntryState>) : {};
}

export function createBrowserHistory(win: Window = window): RouterHistory {
  const read = (): Location => {
    const entry = readEntry(win.history.state);
    const { pathname, search, hash } = win.location;
    return createLocation({ pathname, search, hash }, entry.usr ?? null, entry.key ?? 'default');
  };
  const write = (method: 'pushState' | 'replaceState', location: Location, idx: number) => {
    const entry: EntryState = { usr: location.state, key: location.key, idx };
    win.history[method](entry, '', createPath(location));
  };
  let location = read();
  let index = readEntry(win.history.state).idx ?? 0;
  // The first entry gets its position too (a reload keeps the one it had).
  if (readEntry(win.history.state).idx == null) write('replaceState', location, index);
  return {
    get location() {
      return location;
    },
    get index() {
      return index;
    },
    push(next) {
      index += 1;
      location = next;
      write('pushState', next, index);
    },
    replace(next) {
      location = next;
      write('replaceState', next, index);
    },
    go: (delta) => win.history.go(delta),
    listen(listener) {
      const onPop = () => {
        const idx = readEntry(win.history.state).idx;
        location = read();
        if (idx == null) {
          // A new entry the browser made itself (a plain <a href="#x">): number it after the current one.
          location = { ...location, key: createKey() };
          index += 1;
          write('replaceState', location, index);
        } else index = idx;
        listener(location, index);
      };
      win.addEventListener('popstate', onPop);
      return () => win.removeEventListener('popstate', onPop);
    },
  };
}

export interface MemoryHistoryOptions {
  initialEntries?: Array<string | Partial<Path>>;
  initialIndex?: number;
}

/** History in an array, for tests: go() moves at once and tells the listener, as a popstate would. */
export function createMemoryHistory({
  initialEntries = ['/'],
  initialIndex,
}: MemoryHistoryOptions = {}): RouterHistory {
  const entries = initialEntries.map((entry, i) =>
    createLocation(
      typeof entry === 'string' ? parsePath(entry) : entry,
      null,
      i === 0 ? 'default' : createKey(),
    ),
  );
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  const listeners = new Set<(location: Location, index: number) => void>();
  const current = (): Location => entries[index] ?? createLocation({});
  return {
    get location() {
      return current();
    },
    get index() {
      return index;
    },
    push(next) {
      index += 1;
      entries.splice(index, entries.length, next);
    },
    replace(next) {
      entries[index] = next;
    },
    go(delta) {
      const target = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (target === index) return;
      index = target;
      listeners.forEach((listener) => listener(current(), index));
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** One location that never changes: the server renders it. */
export function createStaticHistory(location: Location): RouterHistory {
  const refuse = () => {
    throw new Error('The server-side router cannot navigate');
  };
  return { location, index: 0, push: refuse, replace: refuse, go: refuse, listen: () => () => undefined };
}

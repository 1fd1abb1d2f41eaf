// Which table columns a view's columns come from, read from the view's stored query (pg_rewrite.ev_action, a
// pg_node_tree): each top-level target entry names its origin table and column (resorigtbl, resorigcol). Views
// over views are followed down to a table. From that, the keys a view carries: a primary key, a foreign key or
// the columns a foreign key references, when every column of the key is one of the view's (PostgREST's view
// key dependencies, which let views be embedded like their tables).

type NodeValue = string | null | NodeValue[] | TreeNode;
interface TreeNode {
  type: string;
  fields: Map<string, NodeValue[]>;
}

/** A small reader for PostgreSQL's node-tree text: {TYPE :field value …}, ( … ) lists, <> for null. */
class NodeReader {
  pos = 0;
  constructor(private readonly text: string) {}

  private skip(): void {
    while (this.pos < this.text.length && /\s/.test(this.text[this.pos] as string)) this.pos++;
  }

  private token(): string {
    let out = '';
    if (this.text[this.pos] === '"') {
      this.pos++;
      while (this.pos < this.text.length && this.text[this.pos] !== '"') {
        if (this.text[this.pos] === '\\') this.pos++;
        out += this.text[this.pos++] ?? '';
      }
      this.pos++;
      return out;
    }
    while (this.pos < this.text.length && !/[\s(){}]/.test(this.text[this.pos] as string)) {
      if (this.text[this.pos] === '\\') this.pos++;
      out += this.text[this.pos++] ?? '';
    }
    return out;
  }

  value(): NodeValue {
    this.skip();
    const c = this.text[this.pos];
    if (c === '{') return this.node();
    if (c === '(') {
      this.pos++;
      const items: NodeValue[] = [];
      for (this.skip(); this.pos < this.text.length && this.text[this.pos] !== ')'; this.skip()) items.push(this.value());
      this.pos++;
      return items;
    }
    const t = this.token();
    return t === '<>' ? null : t;
  }

  private node(): TreeNode {
    this.pos++;
    this.skip();
    const node: TreeNode = { type: this.token(), fields: new Map() };
    let current: NodeValue[] | undefined;
    for (this.skip(); this.pos < this.text.length && this.text[this.pos] !== '}'; this.skip()) {
      if (this.text[this.pos] === ':') {
        current = [];
        node.fields.set(this.token().slice(1), current);
      } else {
        const v = this.value();
        current?.push(v);
      }
    }
    this.pos++;
    return node;
  }
}

const isNode = (v: NodeValue | undefined): v is TreeNode => typeof v === 'object' && v !== null && !Array.isArray(v);
const scalar = (n: TreeNode, f: string): string | undefined => {
  const v = n.fields.get(f)?.[0];
  return typeof v === 'string' ? v : undefined;
};

/** view column number → [origin relation oid, origin column number], from the view's outermost query. */
export function viewColumnOrigins(evAction: string): Map<number, [number, number]> {
  const out = new Map<number, [number, number]>();
  const root = new NodeReader(evAction).value();
  const query = Array.isArray(root) ? root[0] : root;
  if (!isNode(query)) return out;
  const list = query.fields.get('targetList')?.[0];
  for (const entry of Array.isArray(list) ? list : []) {
    if (!isNode(entry)) continue;
    const resno = Number(scalar(entry, 'resno'));
    const tbl = Number(scalar(entry, 'resorigtbl'));
    const col = Number(scalar(entry, 'resorigcol'));
    if (scalar(entry, 'resjunk') !== 'true' && tbl > 0 && col > 0) out.set(resno, [tbl, col]);
  }
  return out;
}

export interface ViewSource {
  oid: number;
  name: string;
  /** attnum → column name */
  columns: Map<number, string>;
  /** null for tables */
  origins: Map<number, [number, number]> | null;
}

/** Each view's columns traced down to tables: view name → "table.column" → view columns (in view order). */
export function traceViews(relations: ViewSource[]): Map<string, Map<string, string[]>> {
  const byOid = new Map(relations.map((r) => [r.oid, r]));
  const trace = (rel: ViewSource, attnum: number, seen: Set<number>): [string, string] | undefined => {
    const origin = rel.origins?.get(attnum);
    if (!origin) return undefined;
    const next = byOid.get(origin[0]);
    if (!next || seen.has(next.oid)) return undefined;
    if (!next.origins) {
      const col = next.columns.get(origin[1]);
      return col === undefined ? undefined : [next.name, col];
    }
    return trace(next, origin[1], new Set([...seen, next.oid]));
  };
  const out = new Map<string, Map<string, string[]>>();
  for (const view of relations) {
    if (!view.origins) continue;
    const map = new Map<string, string[]>();
    for (const [attnum, name] of [...view.columns].sort((a, b) => a[0] - b[0])) {
      const t = trace(view, attnum, new Set([view.oid]));
      if (!t) continue;
      const key = `${t[0]}.${t[1]}`;
      map.set(key, [...(map.get(key) ?? []), name]);
    }
    out.set(view.name, map);
  }
  return out;
}

/** For a key of `table` (its columns in key order): for each view carrying all of them, the view columns of each. */
export function viewsCarrying(traced: Map<string, Map<string, string[]>>, table: string, cols: string[]): { view: string; cols: string[][] }[] {
  const out: { view: string; cols: string[][] }[] = [];
  for (const [view, map] of traced) {
    const per = cols.map((c) => map.get(`${table}.${c}`));
    if (per.every((v): v is string[] => v !== undefined && v.length > 0)) out.push({ view, cols: per });
  }
  return out;
}

/** Every way to pick one view column per key column (a column can appear in a view several times). */
export function expand(cols: string[][]): string[][] {
  return cols.reduce<string[][]>((acc, options) => acc.flatMap((prefix) => options.map((o) => [...prefix, o])), [[]]);
}

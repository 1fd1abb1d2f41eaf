// Writes the schema catalog as TypeScript in the shape `supabase gen types typescript` emits (the `Database`
// type supabase-js's generics read), plus short helpers and the allowed values of check-constrained columns.
// The output is already formatted the way Prettier would (database-types.test.ts checks that it stays so).
import type { CatalogColumn, CatalogFunction, CatalogRelation, SchemaCatalog } from './schema-catalog.ts';

export const DATABASE_TYPES_HEADER = `// Generated from supabase/migrations by \`npm run gen:db-types\` (scripts/gen-db-types.mjs): do not edit.
// The shape \`supabase gen types typescript\` emits, so supabase-js's generics can read it; rows are what the data
// API answers (timestamps as ISO strings). docs/decisions/0020-generated-database-types.md says why and how.`;

const NUMBER = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const STRING = new Set([
  'text',
  'varchar',
  'bpchar',
  'char',
  'name',
  'citext',
  'uuid',
  'date',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'interval',
  'inet',
  'cidr',
  'bytea',
  'tsvector',
]);

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const key = (name: string) => (IDENTIFIER.test(name) ? name : quote(name));
const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function tsType(pgType: string, catalog: SchemaCatalog): string {
  if (pgType.startsWith('_')) {
    const element = tsType(pgType.slice(1), catalog);
    return element.includes(' ') ? `(${element})[]` : `${element}[]`;
  }
  if (pgType === 'bool') return 'boolean';
  if (NUMBER.has(pgType)) return 'number';
  if (STRING.has(pgType)) return 'string';
  if (pgType === 'json' || pgType === 'jsonb') return 'Json';
  if (pgType === 'void') return 'undefined';
  if (pgType === 'record') return 'Record<string, unknown>';
  if (catalog.enums.some((e) => e.name === pgType)) return `Database['public']['Enums'][${quote(pgType)}]`;
  const relation = catalog.relations.find((r) => r.name === pgType);
  if (relation) return rowRef(relation);
  return 'unknown';
}

function rowRef(relation: CatalogRelation): string {
  return `Database['public']['${relation.kind === 'table' ? 'Tables' : 'Views'}'][${quote(relation.name)}]['Row']`;
}

function columnType(c: CatalogColumn, catalog: SchemaCatalog, nullable: boolean): string {
  const base = c.allowed ? c.allowed.map(quote).join(' | ') : tsType(c.type, catalog);
  return nullable ? `${base} | null` : base;
}

function section(name: string, entries: string[][], indent: string): string[] {
  if (entries.length === 0) return [`${indent}${name}: {`, `${indent}  [_ in never]: never;`, `${indent}};`];
  return [`${indent}${name}: {`, ...entries.flat(), `${indent}};`];
}

function relationLines(r: CatalogRelation, catalog: SchemaCatalog, indent: string): string[] {
  const inner = `${indent}  `;
  // A view's columns may be null whatever the table behind them says (PostgreSQL does not carry NOT NULL over).
  const row = r.columns.map(
    (c) => `${key(c.name)}: ${columnType(c, catalog, c.nullable || r.kind === 'view')};`,
  );
  const lines = [
    `${indent}${key(r.name)}: {`,
    `${inner}Row: {`,
    ...row.map((m) => `${inner}  ${m}`),
    `${inner}};`,
  ];
  if (r.updatable) {
    const write = (insert: boolean) =>
      r.columns.map((c) => {
        if (c.readOnly) return `${key(c.name)}?: never;`;
        const optional = !insert || c.nullable || c.hasDefault || r.kind === 'view';
        return `${key(c.name)}${optional ? '?' : ''}: ${columnType(c, catalog, c.nullable || r.kind === 'view')};`;
      });
    for (const [name, members] of [
      ['Insert', write(true)],
      ['Update', write(false)],
    ] as const) {
      lines.push(`${inner}${name}: {`, ...members.map((m) => `${inner}  ${m}`), `${inner}};`);
    }
  }
  if (r.relationships.length === 0) {
    lines.push(`${inner}Relationships: [];`);
  } else {
    lines.push(`${inner}Relationships: [`);
    for (const rel of r.relationships) {
      const list = (names: string[]) => `[${names.map(quote).join(', ')}]`;
      lines.push(
        `${inner}  {`,
        `${inner}    foreignKeyName: ${quote(rel.foreignKeyName)};`,
        `${inner}    columns: ${list(rel.columns)};`,
        `${inner}    isOneToOne: ${rel.isOneToOne};`,
        `${inner}    referencedRelation: ${quote(rel.referencedRelation)};`,
        `${inner}    referencedColumns: ${list(rel.referencedColumns)};`,
        `${inner}  },`,
      );
    }
    lines.push(`${inner}];`);
  }
  lines.push(`${indent}};`);
  return lines;
}

function functionLines(name: string, overloads: CatalogFunction[], catalog: SchemaCatalog, indent: string) {
  const one = (f: CatalogFunction, at: string, end: string): string[] => {
    // A function that is not STRICT takes a null for any argument (the contact form sends its blanks so).
    const orNull = f.strict ? '' : ' | null';
    const args = f.args.map(
      (a) => `${key(a.name)}${a.optional ? '?' : ''}: ${tsType(a.type, catalog)}${orNull};`,
    );
    const set = f.returnsSet ? '[]' : '';
    let returns: string[];
    if (f.returns.columns) {
      // RETURNS TABLE columns carry no NOT NULL: any of them may be null.
      const members = f.returns.columns.map((c) => `${key(c.name)}: ${tsType(c.type, catalog)} | null;`);
      returns = [`Returns: {`, ...members.map((m) => `${at}    ${m}`), `${at}  }[];`];
    } else {
      const relation = f.returns.relation && catalog.relations.find((r) => r.name === f.returns.relation);
      returns = [`Returns: ${relation ? rowRef(relation) : tsType(f.returns.type, catalog)}${set};`];
    }
    const argLines =
      args.length === 0
        ? [`${at}  Args: never;`]
        : [`${at}  Args: {`, ...args.map((a) => `${at}    ${a}`), `${at}  };`];
    return [...argLines, `${at}  ${returns[0]}`, ...returns.slice(1), `${at}}${end}`];
  };
  if (overloads.length === 1) return [`${indent}${key(name)}: {`, ...one(overloads[0]!, indent, ';')];
  return [
    `${indent}${key(name)}:`,
    ...overloads.flatMap((f, i) => [
      `${indent}  | {`,
      ...one(f, `${indent}    `, i === overloads.length - 1 ? ';' : ''),
    ]),
  ];
}

const HELPERS = `type PublicSchema = Database['public'];
type Relations = PublicSchema['Tables'] & PublicSchema['Views'];

/** A table's (or view's) row as the data API answers it: \`Tables<'blog_posts'>\`. */
export type Tables<Name extends keyof Relations> = Relations[Name] extends { Row: infer Row } ? Row : never;
/** What an insert may send: \`TablesInsert<'blog_posts'>\`. */
export type TablesInsert<Name extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][Name]['Insert'];
/** What an update may send: \`TablesUpdate<'blog_posts'>\`. */
export type TablesUpdate<Name extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][Name]['Update'];
/** A public enum's values. */
export type Enums<Name extends keyof PublicSchema['Enums']> = PublicSchema['Enums'][Name];
/** What a remote function (\`supabase.rpc(name)\`) answers: \`FunctionReturns<'admin_list_users'>\`. */
export type FunctionReturns<Name extends keyof PublicSchema['Functions']> =
  PublicSchema['Functions'][Name]['Returns'];`;

/** The whole generated file. */
export function renderDatabaseTypes(catalog: SchemaCatalog): string {
  const tables = catalog.relations.filter((r) => r.kind === 'table');
  const views = catalog.relations.filter((r) => r.kind === 'view');
  const byName = new Map<string, CatalogFunction[]>();
  for (const f of catalog.functions) byName.set(f.name, [...(byName.get(f.name) ?? []), f]);
  const at = '      ';
  const enums = catalog.enums.map((e) => [`${at}${key(e.name)}: ${e.values.map(quote).join(' | ')};`]);

  const allowed = tables
    .map((t) => ({ t, columns: t.columns.filter((c) => c.allowed) }))
    .filter(({ columns }) => columns.length > 0);
  const allowedLines = allowed.flatMap(({ t, columns }) => [
    `  ${key(t.name)}: {`,
    ...columns.map((c) => `    ${key(c.name)}: [${c.allowed!.map(quote).join(', ')}],`),
    '  },',
  ]);

  return [
    DATABASE_TYPES_HEADER,
    '',
    'export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];',
    '',
    'export type Database = {',
    '  public: {',
    ...section(
      'Tables',
      tables.map((t) => relationLines(t, catalog, at)),
      '    ',
    ),
    ...section(
      'Views',
      views.map((v) => relationLines(v, catalog, at)),
      '    ',
    ),
    ...section(
      'Functions',
      [...byName].map(([name, overloads]) => functionLines(name, overloads, catalog, at)),
      '    ',
    ),
    ...section('Enums', enums, '    '),
    ...section('CompositeTypes', [], '    '),
    '  };',
    '};',
    '',
    HELPERS,
    '',
    '/** The values each check-constrained text column allows (`col in (...)`), in the order the migration lists them. */',
    `export const ColumnValues = ${allowedLines.length === 0 ? '{}' : ['{', ...allowedLines, '}'].join('\n')} as const;`,
    '',
  ].join('\n');
}

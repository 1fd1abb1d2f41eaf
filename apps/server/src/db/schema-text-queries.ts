// The catalog reads behind supabase/schema.sql (schema-text.ts renders them; docs/decisions/0025-schema-text.md).
// Every statement comes from PostgreSQL's own pg_get_*def deparsers, so the text is the live definition, and
// every list is ordered with the C collation, so two machines (or two database versions) sort it the same way.
// Run with search_path = '': the deparsers then qualify every name.

/** The project's schemas: all but the catalog's and the platform's (bootstrap's stand-ins for Supabase). */
export const PLATFORM_SCHEMAS = ['auth', 'storage', 'server'];
const PROJECT = `n.nspname not in (${PLATFORM_SCHEMAS.map((s) => `'${s}'`).join(', ')}, 'information_schema')
  and n.nspname !~ '^pg_'`;
const QUALIFIED = `quote_ident(n.nspname) || '.' || quote_ident(c.relname)`;
const IS_SEQUENCE = `case when c.relkind = 'S'`;
const RELATION_TARGET = `${IS_SEQUENCE} then 'sequence ' else 'table ' end || ${QUALIFIED}`;
const SIGNATURE = `case p.prokind when 'p' then 'procedure ' else 'function ' end
  || quote_ident(n.nspname) || '.' || quote_ident(p.proname) || '(' || pg_get_function_identity_arguments(p.oid) || ')'`;
const NOT_EXTENSION = (oid: string) =>
  `not exists (select 1 from pg_depend e where e.objid = ${oid} and e.deptype = 'e')`;

/**
 * `grant ... to ...;` lines for an ACL, one per grantee, `all` when a grantee holds every one of several
 * privileges the owner would (versions differ in how many there are: PostgreSQL 17 added MAINTAIN).
 * A null ACL (never granted or revoked) means the defaults: no lines.
 */
function grants(acl: string, kind: string, owner: string, target: string): string {
  return `array(select line from (
    select format('grant %s on %s to %s%s;',
             case when count(*) > 1 and count(*) = (select count(*) from aclexplode(acldefault(${kind}, ${owner})) o
                                                     where o.grantee = ${owner}) then 'all'
                  else string_agg(lower(a.privilege_type), ', ' order by a.privilege_type collate "C") end,
             ${target},
             case a.grantee when 0 then 'public' else quote_ident(pg_get_userbyid(a.grantee)) end,
             case when a.is_grantable then ' with grant option' else '' end) as line
      from aclexplode(${acl}) a
     where a.grantee <> ${owner}
     group by a.grantee, a.is_grantable) g
   order by line collate "C")`;
}

export const SCHEMAS_SQL = `
  select n.nspname::text as schema,
         ${grants('n.nspacl', `'n'`, 'n.nspowner', `'schema ' || quote_ident(n.nspname)`)} as grants
    from pg_namespace n
   where ${PROJECT}
   order by n.nspname collate "C"`;

export const TYPES_SQL = `select * from (
  select n.nspname::text as schema, t.typname::text as name,
         format('create type %s as enum (%s);', quote_ident(n.nspname) || '.' || quote_ident(t.typname),
                (select string_agg(quote_literal(e.enumlabel), ', ' order by e.enumsortorder)
                   from pg_enum e where e.enumtypid = t.oid)) as text
    from pg_type t join pg_namespace n on n.oid = t.typnamespace
   where ${PROJECT} and t.typtype = 'e' and ${NOT_EXTENSION('t.oid')}
  union all
  select n.nspname::text, t.typname::text,
         format('create domain %s as %s%s%s;', quote_ident(n.nspname) || '.' || quote_ident(t.typname),
                format_type(t.typbasetype, t.typtypmod), case when t.typnotnull then ' not null' else '' end,
                (select coalesce(string_agg(' constraint ' || quote_ident(k.conname) || ' '
                                            || pg_get_constraintdef(k.oid), '' order by k.conname collate "C"), '')
                   from pg_constraint k where k.contypid = t.oid and k.contype = 'c'))
    from pg_type t join pg_namespace n on n.oid = t.typnamespace
   where ${PROJECT} and t.typtype = 'd' and ${NOT_EXTENSION('t.oid')}
  ) u order by schema collate "C", name collate "C"`;

/** Tables, views and standalone sequences (an identity or serial column's sequence goes with its column). */
export const RELATIONS_SQL = `
  select n.nspname::text as schema, ${QUALIFIED} as rel, c.relkind::text as kind,
         c.relrowsecurity as rls, c.relforcerowsecurity as "forceRls",
         case when c.relkind in ('v', 'm') then pg_get_viewdef(c.oid) end as "viewDef",
         (select format('create sequence %s as %s increment by %s minvalue %s maxvalue %s start with %s cache %s%s;',
                        ${QUALIFIED}, format_type(s.seqtypid, null), s.seqincrement, s.seqmin, s.seqmax, s.seqstart,
                        s.seqcache, case when s.seqcycle then ' cycle' else '' end)
            from pg_sequence s where s.seqrelid = c.oid) as "sequenceDef",
         coalesce(array_to_string(c.reloptions, ', '), '') as options,
         ${grants('c.relacl', `${IS_SEQUENCE} then 's' else 'r' end::"char"`, 'c.relowner', RELATION_TARGET)} as grants
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where ${PROJECT} and c.relkind in ('r', 'p', 'v', 'm', 'S') and ${NOT_EXTENSION('c.oid')}
     and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid
                       and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i'))
   order by n.nspname collate "C", c.relname collate "C"`;

export const COLUMNS_SQL = `
  select ${QUALIFIED} as rel,
         quote_ident(a.attname) || ' ' || format_type(a.atttypid, a.atttypmod)
         || case when a.attcollation not in (0, t.typcollation)
                 then ' collate ' || (select quote_ident(cn.nspname) || '.' || quote_ident(co.collname)
                                        from pg_collation co join pg_namespace cn on cn.oid = co.collnamespace
                                       where co.oid = a.attcollation) else '' end
         || case a.attidentity when 'a' then ' generated always as identity'
                               when 'd' then ' generated by default as identity' else '' end
         || case when a.attgenerated = 's' then ' generated always as (' || pg_get_expr(d.adbin, d.adrelid) || ') stored'
                 when a.attgenerated = 'v' then ' generated always as (' || pg_get_expr(d.adbin, d.adrelid) || ')'
                 when d.adbin is not null then ' default ' || pg_get_expr(d.adbin, d.adrelid) else '' end
         || case when a.attnotnull then ' not null' else '' end as line
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_type t on t.oid = a.atttypid
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
   where ${PROJECT} and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
   order by n.nspname collate "C", c.relname collate "C", a.attnum`;

// contype 'n' (PostgreSQL 18 records NOT NULL as a constraint) is printed with its column instead.
export const CONSTRAINTS_SQL = `
  select ${QUALIFIED} as rel, 'constraint ' || quote_ident(k.conname) || ' ' || pg_get_constraintdef(k.oid) as line
    from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
   where ${PROJECT} and k.contype <> 'n'
   order by n.nspname collate "C", c.relname collate "C", k.conname collate "C"`;

/** Indexes, triggers, policies: what hangs off a table, keyed by it. */
export const TABLE_EXTRAS_SQL = `select schema, rel, text from (
  select n.nspname::text as schema, ${QUALIFIED} as rel, 1 as kind, i.relname::text as name,
         pg_get_indexdef(x.indexrelid) || ';' as text
    from pg_index x join pg_class i on i.oid = x.indexrelid
    join pg_class c on c.oid = x.indrelid join pg_namespace n on n.oid = c.relnamespace
   where ${PROJECT}
     and not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid and k.conrelid = c.oid)
  union all
  select n.nspname::text, ${QUALIFIED}, 2, g.tgname::text, pg_get_triggerdef(g.oid) || ';'
    from pg_trigger g join pg_class c on c.oid = g.tgrelid join pg_namespace n on n.oid = c.relnamespace
    join pg_proc p on p.oid = g.tgfoid join pg_namespace pn on pn.oid = p.pronamespace
   where not g.tgisinternal and (${PROJECT} or ${PROJECT.replaceAll('n.nspname', 'pn.nspname')})
  union all
  select n.nspname::text, ${QUALIFIED}, 3, y.polname::text,
         format('create policy %s on %s%s for %s to %s%s%s;', quote_ident(y.polname), ${QUALIFIED},
                case when y.polpermissive then '' else ' as restrictive' end,
                case y.polcmd when 'r' then 'select' when 'a' then 'insert' when 'w' then 'update'
                              when 'd' then 'delete' else 'all' end,
                (select string_agg(case r when 0 then 'public' else quote_ident(pg_get_userbyid(r)) end, ', '
                                   order by case r when 0 then 'public' else pg_get_userbyid(r)::text end collate "C")
                   from unnest(y.polroles) r),
                coalesce(E'\\n  using (' || pg_get_expr(y.polqual, y.polrelid) || ')', ''),
                coalesce(E'\\n  with check (' || pg_get_expr(y.polwithcheck, y.polrelid) || ')', ''))
    from pg_policy y join pg_class c on c.oid = y.polrelid join pg_namespace n on n.oid = c.relnamespace
  ) u order by rel collate "C", kind, name collate "C"`;

// Aggregates have no pg_get_functiondef; none is defined (a migration adding one would add a case here).
export const FUNCTIONS_SQL = `
  select n.nspname::text as schema, pg_get_functiondef(p.oid) as text,
         ${grants('p.proacl', `'f'`, 'p.proowner', SIGNATURE)} as grants,
         p.proacl is not null and not exists (select 1 from aclexplode(p.proacl) a where a.grantee = 0)
           as "revokedFromPublic",
         ${SIGNATURE} as signature
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   where ${PROJECT} and p.prokind in ('f', 'p', 'w') and ${NOT_EXTENSION('p.oid')}
   order by n.nspname collate "C", p.proname collate "C",
            pg_get_function_identity_arguments(p.oid) collate "C"`;

/** Comments on the project's tables, columns and functions. */
export const COMMENTS_SQL = `select * from (
  select n.nspname::text as schema,
         format('comment on %s is %s;',
                case when d.objsubid = 0 then 'table ' || ${QUALIFIED}
                     else 'column ' || ${QUALIFIED} || '.' || quote_ident(a.attname) end,
                quote_literal(d.description)) as text
    from pg_description d join pg_class c on d.classoid = 'pg_class'::regclass and c.oid = d.objoid
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_attribute a on a.attrelid = c.oid and a.attnum = d.objsubid
   where ${PROJECT} and d.objsubid >= 0
  union all
  select n.nspname::text,
         format('comment on function %s.%s(%s) is %s;', quote_ident(n.nspname), quote_ident(p.proname),
                pg_get_function_identity_arguments(p.oid), quote_literal(d.description))
    from pg_description d join pg_proc p on d.classoid = 'pg_proc'::regclass and p.oid = d.objoid
    join pg_namespace n on n.oid = p.pronamespace
   where ${PROJECT}
  ) u order by schema collate "C", text collate "C"`;

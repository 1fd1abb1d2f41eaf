-- Local bootstrap: the roles Supabase provides. Only ever run against our own server's database;
-- on hosted Supabase these already exist. Roles are cluster-wide, so every step is idempotent.
do $$
declare
  r text;
begin
  foreach r in array array['anon', 'authenticated', 'service_role'] loop
    begin
      execute format('create role %I nologin noinherit', r);
    exception when duplicate_object or unique_violation then
      null; -- another database of this cluster created it first
    end;
  end loop;
  if not (select rolbypassrls from pg_roles where rolname = 'service_role') then
    alter role service_role bypassrls;
  end if;
end
$$;

-- The role the server logs in as must be able to `set role` to each API role, as PostgREST's authenticator does.
grant anon, authenticated, service_role to current_user;

grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to service_role;
alter default privileges in schema public grant all on tables to service_role;
alter default privileges in schema public grant execute on functions to service_role;

-- URL redirects, managed by staff and served by the server itself (it reads active rows as the owner).

create table public.redirects (
  id uuid primary key default gen_random_uuid(),
  source_path text not null,
  destination_url text not null,
  redirect_type text not null default '301',
  is_active boolean not null default true,
  hit_count integer not null default 0,
  last_hit_at timestamptz,
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint redirects_source_path_key unique (source_path),
  constraint redirects_source_path_format check (source_path ~ '^/[^[:space:]]*$'),
  constraint redirects_destination_url_format check (destination_url ~* '^(/|https?://)[^[:space:]]*$'),
  constraint redirects_redirect_type_check check (redirect_type in ('301', '302', '307', '308')),
  -- '/a' and '/a/' are the same page to a visitor, so both count as a redirect to itself.
  constraint redirects_no_self_redirect check (
    rtrim(destination_url, '/') <> rtrim(source_path, '/')
  ),
  constraint redirects_hit_count_check check (hit_count >= 0)
);
create index redirects_created_at_idx on public.redirects (created_at desc);
create index redirects_active_source_idx on public.redirects (source_path) where is_active;
create index redirects_created_by_idx on public.redirects (created_by);

-- Counting a hit (hit_count, last_hit_at, written by the server on every redirect) is not an edit.
create trigger redirects_set_updated_at before update on public.redirects
  for each row
  when ((old.source_path, old.destination_url, old.redirect_type, old.is_active)
        is distinct from (new.source_path, new.destination_url, new.redirect_type, new.is_active))
  execute function public.set_updated_at();

-- Rejects a redirect that would close a loop through other active redirects (A → B → A).
-- SECURITY DEFINER: the chain must be followed through every row, whoever saves.
create or replace function public.redirects_reject_loop() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_next text := rtrim(new.destination_url, '/');
  v_hops integer := 0;
begin
  -- Inactive or external redirects cannot loop; a redirect to itself is left to redirects_no_self_redirect.
  if not new.is_active or left(new.destination_url, 1) <> '/' or v_next = rtrim(new.source_path, '/') then
    return new;
  end if;
  while v_next is not null and v_hops < 20 loop
    if v_next = rtrim(new.source_path, '/') then
      raise exception 'This redirect would create a loop'
        using errcode = '23514', constraint = 'redirects_no_loop',
              detail = format('%s eventually redirects back to itself.', new.source_path);
    end if;
    select rtrim(r.destination_url, '/') into v_next
    from public.redirects r
    where r.is_active and r.id <> new.id and left(r.destination_url, 1) = '/'
      and rtrim(r.source_path, '/') = v_next
    limit 1;
    if not found then
      v_next := null;
    end if;
    v_hops := v_hops + 1;
  end loop;
  return new;
end;
$$;
revoke execute on function public.redirects_reject_loop() from public, anon, authenticated;

create trigger redirects_reject_loop before insert or update of source_path, destination_url, is_active on public.redirects
  for each row execute function public.redirects_reject_loop();

alter table public.redirects enable row level security;

create policy redirects_select_staff on public.redirects
  for select to authenticated using ((select public.has_admin_access(auth.uid())));
create policy redirects_insert_staff on public.redirects
  for insert to authenticated with check ((select public.has_admin_access(auth.uid())));
create policy redirects_update_staff on public.redirects
  for update to authenticated
  using ((select public.has_admin_access(auth.uid())))
  with check ((select public.has_admin_access(auth.uid())));
create policy redirects_delete_staff on public.redirects
  for delete to authenticated using ((select public.has_admin_access(auth.uid())));

revoke all on table public.redirects from anon, authenticated;
grant select, insert, update, delete on table public.redirects to authenticated;
grant all on table public.redirects to service_role;

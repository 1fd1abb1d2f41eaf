-- Staff administration (issue 10: Settings, Users): the database refuses what the screens refuse.

-- set_user_role counted the admins after locking only the target's row. Two admins demoting each other at
-- the same time each saw two admins, both commits went through and the site had none left. Locking every
-- admin row first serialises role changes that touch admins: the second caller waits, then re-reads the
-- rows (READ COMMITTED re-checks `role = 'admin'` on the updated version) and finds only one admin.
create or replace function public.set_user_role(user_uuid uuid, new_role text)
returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  v_current text;
begin
  if not public.is_admin(auth.uid()) and coalesce(auth.role(), '') <> 'service_role' then
    raise exception 'Only admins can change roles' using errcode = '42501';
  end if;
  if new_role is null or new_role not in ('admin', 'editor', 'contributor') then
    raise exception 'Role must be admin, editor or contributor' using errcode = '22023';
  end if;
  -- Ordered, so two callers always take the locks in the same order (no deadlock between them).
  perform 1 from public.profiles p where p.role = 'admin' order by p.user_id for update;
  select p.role into v_current from public.profiles p where p.user_id = user_uuid for update;
  if not found then
    raise exception 'User not found' using errcode = 'P0001';
  end if;
  if v_current = 'admin' and new_role <> 'admin'
     and (select count(*) from public.profiles p where p.role = 'admin') <= 1 then
    raise exception 'The last admin cannot be demoted'
      using errcode = 'P0001', hint = 'Make another user an admin first.';
  end if;
  update public.profiles p set role = new_role where p.user_id = user_uuid;
end;
$$;
revoke execute on function public.set_user_role(uuid, text) from public, anon, authenticated;
grant execute on function public.set_user_role(uuid, text) to authenticated, service_role;

-- The profile form requires a full name (SPEC §5 'Full name is required'); the blank-name constraint
-- cannot also forbid null, because a sign-up without a name has none yet. So an API caller's update must
-- leave a name in place; the owner and service_role (sign-up trigger, CLI, admin API) are not bound.
create or replace function public.require_profile_full_name() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.full_name is null and current_user in ('anon', 'authenticated') then
    raise exception 'Full name is required' using errcode = '23502';
  end if;
  return new;
end;
$$;
revoke execute on function public.require_profile_full_name() from public, anon, authenticated;

create trigger profiles_require_full_name before update on public.profiles
  for each row execute function public.require_profile_full_name();

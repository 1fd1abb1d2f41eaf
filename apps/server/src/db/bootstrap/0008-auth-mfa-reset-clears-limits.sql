-- Local bootstrap (auth): when an account's last factor goes (an admin's two-factor reset, admin_reset_mfa), its
-- wrong-code count goes too, so the owner can enrol again and verify at once. While one factor remains the count
-- stays: removing a factor one enrolled oneself never clears a lock-out earned on the others. (The factors' own
-- rows go with them, by their foreign key.)
create or replace function auth.mfa_verify_limits_after_factor_delete() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  delete from auth.mfa_verify_limits l
   where l.subject in (select 'user:' || d.user_id from deleted d)
     and not exists (select 1 from auth.mfa_factors f where f.user_id = l.user_id);
  return null;
end;
$$;
create trigger mfa_verify_limits_after_factor_delete
  after delete on auth.mfa_factors
  referencing old table as deleted
  for each statement execute function auth.mfa_verify_limits_after_factor_delete();

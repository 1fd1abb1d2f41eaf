-- Certificate revocation (issue 25, "certificates stay true"). An admin may revoke one certificate with a
-- reason; it is never deleted, so its public verification page keeps answering — with "revoked" and the
-- date instead of the confirmation, and instead of a 404.
--
--   * revoked_at / revoked_reason / revoked_by: set together by revoke_certificate(), cleared together by
--     reinstate_certificate(); admins only (public.is_admin), a clear 42501 for anyone else and nothing
--     changes on a refusal. Nobody writes the columns directly (the API roles have no UPDATE here).
--   * verify_certificate() (the public lookup) returns a revoked certificate with revoked_at. The REASON
--     IS NOT PUBLIC: it may name a person's misconduct, so only staff and the learner see it (their own row,
--     through the existing RLS policies). A verifier learns that and when, not why.
--   * issue_certificate() never hands a revoked certificate back as if it were valid, and never issues a
--     new one for the same learner and course (the unique pair stays taken): it refuses with a clear
--     message naming the date. Only reinstating it gives the learner a certificate again.

alter table public.certificates
  add column revoked_at timestamptz,
  add column revoked_reason text,
  add column revoked_by uuid references auth.users (id) on delete set null,
  add constraint certificates_revoked_reason_max_length
    check (revoked_reason is null or char_length(revoked_reason) <= 500),
  -- A revocation always has its date and a reason; a valid certificate has neither.
  add constraint certificates_revocation_complete
    check ((revoked_at is null) = (revoked_reason is null)
      and (revoked_reason is null or btrim(revoked_reason) <> ''));
create index certificates_revoked_by_idx on public.certificates (revoked_by);

-- Revokes one certificate. Admins only; the reason is required (1..500 characters after trimming).
create or replace function public.revoke_certificate(certificate_id uuid, reason text)
returns public.certificates
language plpgsql security definer
set search_path = ''
as $$
declare
  v_reason text := btrim(coalesce(reason, ''));
  v_cert public.certificates%rowtype;
begin
  if not public.is_admin(auth.uid()) then
    raise exception 'Only admins can revoke certificates' using errcode = '42501';
  end if;
  if v_reason = '' then
    raise exception 'Give a reason for revoking this certificate' using errcode = '22023';
  end if;
  if char_length(v_reason) > 500 then
    raise exception 'The reason may be at most 500 characters' using errcode = '22023';
  end if;
  select c.* into v_cert from public.certificates c where c.id = certificate_id for update;
  if not found then
    raise exception 'Certificate not found' using errcode = 'P0001';
  end if;
  if v_cert.revoked_at is not null then
    raise exception 'This certificate is already revoked'
      using errcode = 'P0001', detail = format('Revoked on %s.', to_char(v_cert.revoked_at at time zone 'UTC', 'FMMonth DD, YYYY'));
  end if;
  update public.certificates c
     set revoked_at = now(), revoked_reason = v_reason, revoked_by = auth.uid()
   where c.id = certificate_id
  returning c.* into v_cert;
  return v_cert;
end;
$$;

-- Undoes a revocation made in error. Admins only.
create or replace function public.reinstate_certificate(certificate_id uuid)
returns public.certificates
language plpgsql security definer
set search_path = ''
as $$
declare
  v_cert public.certificates%rowtype;
begin
  if not public.is_admin(auth.uid()) then
    raise exception 'Only admins can reinstate certificates' using errcode = '42501';
  end if;
  update public.certificates c
     set revoked_at = null, revoked_reason = null, revoked_by = null
   where c.id = certificate_id
  returning c.* into v_cert;
  if not found then
    raise exception 'Certificate not found' using errcode = 'P0001';
  end if;
  return v_cert;
end;
$$;

-- The public lookup gains revoked_at (a new result column: drop and create, then grant as before).
drop function public.verify_certificate(text);
create function public.verify_certificate(code text)
returns table (
  verification_code text, recipient_name text, course_name text, completed_at timestamptz,
  issued_at timestamptz, revoked_at timestamptz
)
language sql stable security definer
set search_path = ''
as $$
  select c.verification_code, c.recipient_name, c.course_name, c.completed_at, c.issued_at, c.revoked_at
  from public.certificates c
  where c.verification_code = upper(btrim(code))
$$;
revoke execute on function public.verify_certificate(text) from public, anon, authenticated;
grant execute on function public.verify_certificate(text) to anon, authenticated, service_role;

-- issue_certificate() keeps its rules (course lifecycle, honest progress) in one body, now called
-- issue_certificate_unrevoked and reachable only through the new issue_certificate() below, which refuses a
-- revoked certificate first. Renaming rather than copying the body means a later change to those rules is
-- made in one place.
alter function public.issue_certificate(uuid) rename to issue_certificate_unrevoked;
revoke execute on function public.issue_certificate_unrevoked(uuid) from public, anon, authenticated;
grant execute on function public.issue_certificate_unrevoked(uuid) to service_role;

create function public.issue_certificate(category_uuid uuid)
returns public.certificates
language plpgsql security definer
set search_path = ''
as $$
declare
  v_revoked_at timestamptz;
begin
  select c.revoked_at into v_revoked_at
  from public.certificates c
  where c.user_id = auth.uid() and c.category_id = category_uuid and c.revoked_at is not null;
  if found then
    raise exception 'Your certificate for this course was revoked on %',
      to_char(v_revoked_at at time zone 'UTC', 'FMMonth DD, YYYY')
      using errcode = 'P0001', constraint = 'certificates_revoked',
            hint = 'A revoked certificate is not issued again. Contact us if you think this is a mistake.';
  end if;
  return public.issue_certificate_unrevoked(category_uuid);
end;
$$;

revoke execute on function
  public.issue_certificate(uuid), public.revoke_certificate(uuid, text), public.reinstate_certificate(uuid)
  from public, anon, authenticated;
grant execute on function
  public.issue_certificate(uuid), public.revoke_certificate(uuid, text), public.reinstate_certificate(uuid)
  to authenticated, service_role;

-- Per-IP limits in SQL (the contact form, the not-found log) count an IPv6 client by its /64, as the server's
-- own limits do (apps/server/src/http/client-ip.ts rateLimitKey): one subscriber is routinely given a whole
-- /64, so counting IPv6 addresses one by one gave one client 2^64 buckets (issue 37). An IPv4-mapped address
-- (::ffff:a.b.c.d) counts as its IPv4 address. request_ip() is read by those limits only.
create or replace function public.request_ip() returns text
language plpgsql stable
set search_path = ''
as $$
declare
  v_raw text := nullif(btrim(split_part(
    coalesce(nullif(current_setting('request.headers', true), '')::jsonb ->> 'x-forwarded-for', ''), ',', 1)), '');
  v_ip inet;
begin
  if v_raw is null or v_raw !~ '^[0-9A-Fa-f:.]{2,45}$' then
    return v_raw;
  end if;
  begin
    v_ip := v_raw::inet;
  exception when invalid_text_representation then
    return v_raw;
  end;
  if family(v_ip) = 4 then
    return host(v_ip);
  end if;
  if v_ip << '::ffff:0.0.0.0/96'::inet then
    return host('0.0.0.0'::inet + (v_ip - '::ffff:0.0.0.0'::inet));
  end if;
  return text(network(set_masklen(v_ip, 64)));
end;
$$;
revoke execute on function public.request_ip() from public, anon, authenticated;
grant execute on function public.request_ip() to service_role;

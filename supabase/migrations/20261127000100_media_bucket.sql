-- The public `media` bucket (images and PDFs, at most 10 MB each) and who may write in it: staff only.
-- Anyone may read its files through the public URL (a public bucket skips RLS for downloads); listing and
-- the authenticated paths go through the select policy below. Portable: runs on hosted Supabase unchanged.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'media',
  'media',
  true,
  10485760,
  array['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'application/pdf']
)
on conflict (id) do nothing;

create policy "media: staff read" on storage.objects for select to authenticated
  using (bucket_id = 'media' and public.has_admin_access(auth.uid()));
create policy "media: staff upload" on storage.objects for insert to authenticated
  with check (bucket_id = 'media' and public.has_admin_access(auth.uid()));
create policy "media: staff update" on storage.objects for update to authenticated
  using (bucket_id = 'media' and public.has_admin_access(auth.uid()))
  with check (bucket_id = 'media' and public.has_admin_access(auth.uid()));
create policy "media: staff delete" on storage.objects for delete to authenticated
  using (bucket_id = 'media' and public.has_admin_access(auth.uid()));

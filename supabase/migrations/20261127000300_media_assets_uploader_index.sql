-- Every foreign key has an index (Supabase's lint, test/data-model/schema-lint.test.ts): deleting a profile sets
-- its uploads' uploaded_by to null, which without one scans the whole catalogue.
create index media_assets_uploaded_by_idx on public.media_assets (uploaded_by);

-- Issue 37 #1: uploads are now stored with one parsed content type (apps/server/src/storage/content-type.ts: a
-- single `type/subtype` of RFC 9110 tokens, lower-case, with at most a charset). Rows written before held whatever
-- the client sent, e.g. `application/pdf;,text/html` (a PDF to the bucket's check, HTML to a browser). This puts
-- every stored type in that form once, so the catalogue (media_assets, kept by its trigger) and `info()` say what
-- is served: a type that parses becomes its canonical text; one that does not, or names a script (WHATWG's
-- JavaScript MIME types, the list in content-type.ts), becomes `application/octet-stream`. The download path applies
-- the same rule on every read, so a row written any other way is never served inline either. Forward-only and
-- idempotent (a canonical type is left as it is).
with parsed as (
  select o.id,
         o.metadata ->> 'mimetype' as stored,
         regexp_match(
           o.metadata ->> 'mimetype',
           '^\s*([!#$%&''*+.^_`|~0-9a-z-]{1,127})/([!#$%&''*+.^_`|~0-9a-z-]{1,127})\s*'
             || '(;\s*charset\s*=\s*("?)([!#$%&''*+.^_`|~0-9a-z-]{1,64})\4\s*)?$',
           'i'
         ) as m
  from storage.objects o
  where o.metadata ? 'mimetype' and jsonb_typeof(o.metadata -> 'mimetype') = 'string'
),
canonical as (
  select id, stored,
         case
           when m is null then 'application/octet-stream'
           when lower(m[1] || '/' || m[2]) in (
             'application/ecmascript', 'application/javascript', 'application/x-ecmascript',
             'application/x-javascript', 'text/ecmascript', 'text/javascript', 'text/javascript1.0',
             'text/javascript1.1', 'text/javascript1.2', 'text/javascript1.3', 'text/javascript1.4',
             'text/javascript1.5', 'text/jscript', 'text/livescript', 'text/x-ecmascript', 'text/x-javascript'
           ) then 'application/octet-stream'
           when m[5] is null then lower(m[1] || '/' || m[2])
           else lower(m[1] || '/' || m[2]) || '; charset=' || lower(m[5])
         end as mimetype
  from parsed
)
update storage.objects o
set metadata = jsonb_set(o.metadata, '{mimetype}', to_jsonb(c.mimetype))
from canonical c
where c.id = o.id and c.mimetype is distinct from c.stored;

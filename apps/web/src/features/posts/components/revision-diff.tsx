import { useId, useMemo, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { mediaRenderUrl } from '@/lib/media-url';
import { changedBlocks, diffParagraphs } from '../lib/diff-paragraphs';
import { changedFields, contentChange, type FieldChange, type PostVersion } from '../lib/revision-changes';
import type { DiffPart } from '../lib/revision-diff';

// Marked for the eye (colour and underline / strike-through, so not by colour alone) and for screen readers
// (<ins>/<del> with the words "added" and "removed", which not every reader announces by itself).
export function Added({ children }: { children: ReactNode }) {
  return (
    <ins className="rounded-sm bg-green-100 px-0.5 text-green-950 underline decoration-green-700 decoration-2 underline-offset-2">
      <span className="sr-only">[added: </span>
      {children}
      <span className="sr-only">]</span>
    </ins>
  );
}

export function Removed({ children }: { children: ReactNode }) {
  return (
    <del className="rounded-sm bg-red-100 px-0.5 text-red-950 line-through decoration-red-700 decoration-2">
      <span className="sr-only">[removed: </span>
      {children}
      <span className="sr-only">]</span>
    </del>
  );
}

const Empty = () => <span className="text-muted-foreground italic">empty</span>;

function CoverValue({ path }: { path: string }) {
  return (
    <span className="inline-flex items-center gap-2 align-middle">
      <img
        src={mediaRenderUrl(path, { width: 160, height: 90, resize: 'cover' })}
        alt=""
        width={80}
        height={45}
        className="h-[45px] w-20 rounded-sm bg-muted object-cover"
      />
      <span className="break-all">{path.split('/').pop()}</span>
    </span>
  );
}

function FieldValue({ change, side }: { change: FieldChange; side: 'before' | 'after' }) {
  const value = change[side];
  if (value === null) return <Empty />;
  const shown = change.field === 'cover_image_path' ? <CoverValue path={value} /> : value;
  return side === 'before' ? <Removed>{shown}</Removed> : <Added>{shown}</Added>;
}

function Part({ part }: { part: DiffPart }) {
  if (part.kind === 'added') return <Added>{part.text}</Added>;
  if (part.kind === 'removed') return <Removed>{part.text}</Removed>;
  return <>{part.text}</>;
}

function ContentDiff({ parts, formattingOnly }: { parts: DiffPart[]; formattingOnly: boolean }) {
  const [whole, setWhole] = useState(false);
  const paragraphs = useMemo(() => diffParagraphs(parts), [parts]);
  const blocks = useMemo(() => changedBlocks(paragraphs), [paragraphs]);
  const folded = blocks.some((b) => b.type === 'gap');
  if (formattingOnly) {
    return (
      <p className="text-sm text-muted-foreground">
        Only the formatting changed (headings, bold, links or similar); the words are the same.
      </p>
    );
  }
  const shown = whole ? paragraphs.map((paragraph) => ({ type: 'paragraph' as const, paragraph })) : blocks;
  return (
    <div className="space-y-3">
      <div className="space-y-3 rounded-md border bg-background p-4 text-sm leading-relaxed">
        {shown.map((block, i) =>
          block.type === 'gap' ? (
            <p key={i} className="text-center text-xs text-muted-foreground">
              … {block.count} unchanged {block.count === 1 ? 'paragraph' : 'paragraphs'} …
            </p>
          ) : (
            <p key={i} className="break-words whitespace-pre-wrap">
              {block.paragraph.parts.map((part, j) => (
                <Part key={j} part={part} />
              ))}
            </p>
          ),
        )}
      </div>
      {(folded || whole) && (
        <Button type="button" variant="outline" size="sm" onClick={() => setWhole(!whole)}>
          {whole ? 'Show the changed paragraphs only' : 'Show the whole text'}
        </Button>
      )}
    </div>
  );
}

/** What changed from `before` to `after`: each changed field old → new, then the body's words. */
export function RevisionDiff({ before, after }: { before: PostVersion; after: PostVersion }) {
  const contentId = useId();
  const fields = useMemo(() => changedFields(before, after), [before, after]);
  const content = useMemo(() => contentChange(before, after), [before, after]);
  if (fields.length === 0 && content === null) {
    return <p className="text-sm text-muted-foreground">No differences: both versions read the same.</p>;
  }
  return (
    <div className="space-y-4">
      <p className="text-xs text-muted-foreground">
        Added text is green and underlined; removed text is red and struck through.
      </p>
      {fields.length > 0 && (
        <dl className="divide-y rounded-md border">
          {fields.map((change) => (
            <div key={change.field} className="grid gap-1 p-3 sm:grid-cols-[10rem_1fr] sm:gap-3">
              <dt className="text-sm font-medium">{change.label}</dt>
              <dd className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm break-words">
                <FieldValue change={change} side="before" />
                <span aria-hidden="true" className="text-muted-foreground">
                  →
                </span>
                <FieldValue change={change} side="after" />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {content && (
        <section aria-labelledby={contentId} className="space-y-2">
          <h4 id={contentId} className="text-sm font-medium">
            Content
          </h4>
          <ContentDiff parts={content.parts} formattingOnly={content.formattingOnly} />
        </section>
      )}
    </div>
  );
}

import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Textarea } from '@/components/ui/textarea';
import type { PostInput } from '../api/create-post';
import { VisualEditor } from './visual-editor';

type Mode = 'visual' | 'code';

/**
 * The post body (SPEC §2): 'Visual' (Quill) or 'Code' (the raw HTML). Both edit the form's one `content`
 * value: switching to Code shows the HTML the Visual mode produced; switching back loads that HTML into a
 * fresh Quill. HTML Quill cannot represent is kept as long as it is not edited in Visual mode.
 */
export function ContentEditor({ disabled, canAddImages }: { disabled: boolean; canAddImages: boolean }) {
  const [mode, setMode] = useState<Mode>('visual');
  const labelId = useId();
  const { control, getValues, setValue } = useFormContext<PostInput>();

  return (
    <FormField
      control={control}
      name="content"
      render={({ field }) => (
        <FormItem>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <FormLabel id={labelId}>Content</FormLabel>
            <div role="group" aria-label="Editor mode" className="inline-flex rounded-md border p-0.5">
              {(['visual', 'code'] as const).map((m) => (
                <Button
                  key={m}
                  type="button"
                  size="sm"
                  variant={mode === m ? 'secondary' : 'ghost'}
                  aria-pressed={mode === m}
                  className="h-8"
                  onClick={() => setMode(m)}
                >
                  {m === 'visual' ? 'Visual' : 'Code'}
                </Button>
              ))}
            </div>
          </div>
          {mode === 'visual' ? (
            <VisualEditor
              initialHtml={getValues('content')}
              labelId={labelId}
              disabled={disabled}
              canAddImages={canAddImages}
              onChange={(html) => setValue('content', html, { shouldDirty: true })}
            />
          ) : (
            <FormControl>
              <Textarea
                {...field}
                disabled={disabled}
                spellCheck={false}
                className="min-h-[442px] font-mono text-sm md:text-sm"
              />
            </FormControl>
          )}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

import { useFormContext, useWatch } from 'react-hook-form';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import type { PostInput } from '../api/create-post';
import {
  META_DESCRIPTION_ADVICE,
  META_TITLE_ADVICE,
  effective,
  fit,
  type Advice,
  type Fit,
} from '../lib/seo';
import { SearchPreview } from './search-preview';

const FIT_TEXT: Record<Fit, string> = {
  empty: 'empty',
  short: 'shorter than advised',
  good: 'within the advised range',
  long: 'longer than advised',
};

/** The live count of what search engines get (the field or its fallback), against the advised range. */
function Count({
  length,
  advice,
  usingFallback,
}: {
  length: number;
  advice: Advice;
  usingFallback: boolean;
}) {
  const f = fit(length, advice);
  return (
    <span
      data-testid="seo-count"
      className={cn(
        'mt-1 block font-medium',
        f === 'good' ? 'text-green-800' : f === 'long' ? 'text-destructive' : '',
      )}
    >
      {length} characters{usingFallback ? ' (from the fallback)' : ''} — {FIT_TEXT[f]}
    </span>
  );
}

/** The 'SEO & Meta' tab (SPEC §2, §9): fallbacks as placeholders, live counts, advice and a preview. */
export function SeoFields({ readOnly }: { readOnly: boolean }) {
  const { control } = useFormContext<PostInput>();
  const [title, excerpt, slug, metaTitle, metaDescription] = useWatch({
    control,
    name: ['title', 'excerpt', 'slug', 'meta_title', 'meta_description'],
  });
  const shownTitle = effective(metaTitle, title);
  const shownDescription = effective(metaDescription, excerpt);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;

  return (
    <div className="space-y-6">
      <FormField
        control={control}
        name="meta_title"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Meta Title</FormLabel>
            <FormControl>
              <Input
                {...field}
                disabled={readOnly}
                placeholder={title.trim() || 'Falls back to the post title'}
              />
            </FormControl>
            <FormDescription>
              Falls back to the post title. Keep it under 60 characters (50 to 60 advised).{' '}
              <Count
                length={shownTitle.length}
                advice={META_TITLE_ADVICE}
                usingFallback={!metaTitle.trim() && shownTitle !== ''}
              />
            </FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="meta_description"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Meta Description</FormLabel>
            <FormControl>
              <Textarea
                {...field}
                disabled={readOnly}
                className="min-h-20"
                placeholder={excerpt.trim() || 'Falls back to the excerpt'}
              />
            </FormControl>
            <FormDescription>
              Falls back to the excerpt. 150 to 160 characters advised.{' '}
              <Count
                length={shownDescription.length}
                advice={META_DESCRIPTION_ADVICE}
                usingFallback={!metaDescription.trim() && shownDescription !== ''}
              />
            </FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <SearchPreview
        title={shownTitle}
        description={shownDescription}
        url={`${origin}${paths.blogPost.href(slug.trim() || 'your-slug')}`}
      />
    </div>
  );
}

import { META_DESCRIPTION_ADVICE, META_TITLE_ADVICE, truncate } from '../lib/seo';

interface SearchPreviewProps {
  title: string;
  description: string;
  url: string;
}

/** How the post may appear in a search result: title, address and description, cut where engines cut. */
export function SearchPreview({ title, description, url }: SearchPreviewProps) {
  return (
    <section aria-labelledby="search-preview-heading" className="space-y-2">
      <h3 id="search-preview-heading" className="text-sm font-medium">
        Search result preview
      </h3>
      <div data-testid="search-preview" className="max-w-xl rounded-md border bg-background p-4">
        <p className="truncate text-sm text-green-800">{url}</p>
        <p className="text-lg leading-snug text-blue-800">
          {title ? truncate(title, META_TITLE_ADVICE.max) : 'Untitled post'}
        </p>
        <p className="text-sm text-muted-foreground">
          {description ? truncate(description, META_DESCRIPTION_ADVICE.max) : 'No description yet.'}
        </p>
      </div>
    </section>
  );
}

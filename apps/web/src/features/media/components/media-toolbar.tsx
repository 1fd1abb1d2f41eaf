import { Upload } from 'lucide-react';
import { useId, useRef } from 'react';
import { ACCEPT_ATTRIBUTE } from '@/components/media/upload-checks';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { SearchInput } from '@/components/ui/search-input';

interface MediaToolbarProps {
  search: string;
  onSearch(value: string): void;
  onFiles(files: File[]): void;
}

/** Search and "Upload files" (several at once; the file chooser offers only the types the library takes). */
export function MediaToolbar({ search, onSearch, onFiles }: MediaToolbarProps) {
  const searchId = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="grid flex-1 gap-2">
        <Label htmlFor={searchId}>Search files</Label>
        <SearchInput
          id={searchId}
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          placeholder="File name, alt text or caption"
          autoComplete="off"
        />
      </div>
      <Button type="button" onClick={() => input.current?.click()}>
        <Upload aria-hidden="true" />
        Upload files
      </Button>
      {/* Reached through the button (a styled, named control); hidden from the tab order and the tree. */}
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT_ATTRIBUTE}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}

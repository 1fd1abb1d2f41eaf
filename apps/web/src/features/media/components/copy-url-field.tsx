import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** The file's public URL, read-only, with a Copy button that says (and announces) when it has copied. */
export function CopyUrlField({ url }: { url: string }) {
  const id = useId();
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('copied');
    } catch {
      // Clipboard refused (permissions, an insecure origin): the field is selected so Ctrl+C works.
      (document.getElementById(id) as HTMLInputElement | null)?.select();
      setStatus('failed');
    }
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Public URL</Label>
      <div className="flex gap-2">
        <Input id={id} readOnly value={url} onFocus={(e) => e.target.select()} className="min-w-0 flex-1" />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {status === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          Copy
        </Button>
      </div>
      <p aria-live="polite" className="text-xs text-muted-foreground">
        {status === 'copied'
          ? 'URL copied to the clipboard.'
          : status === 'failed'
            ? 'Copying failed; press Ctrl+C to copy the selected URL.'
            : ''}
      </p>
    </div>
  );
}

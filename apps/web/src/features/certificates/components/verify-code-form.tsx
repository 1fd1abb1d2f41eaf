import { useState, type FormEvent } from 'react';
import { useNavigate } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';

/** Check another code, as printed on a certificate (case and surrounding spaces do not matter). */
export function VerifyCodeForm() {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim().toUpperCase();
    if (trimmed) void navigate(paths.certificate.href(trimmed));
  };
  return (
    <form onSubmit={onSubmit} className="space-y-2">
      <Label htmlFor="certificate-code">Check another certificate</Label>
      <div className="flex gap-2">
        <Input
          id="certificate-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder="XXXX-XXXX-XXXX"
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
        />
        <Button type="submit" variant="secondary">
          Verify
        </Button>
      </div>
    </form>
  );
}

import { ShieldX } from 'lucide-react';
import { formatLongDate } from '@/lib/format';
import type { Certificate } from '../api/certificate';

/**
 * A revoked certificate (issue 25): the page says so, with the date, and names what the certificate stated
 * so a verifier knows which one it is. Never the "Valid certificate" confirmation, never a PDF; the reason
 * is not public.
 */
export function RevokedCertificate({
  certificate,
  revokedAt,
}: {
  certificate: Certificate;
  revokedAt: string;
}) {
  return (
    <article className="overflow-hidden rounded-xl border border-destructive bg-card shadow-sm">
      <header className="flex items-center gap-3 bg-destructive/10 px-6 py-4 text-destructive">
        <ShieldX className="size-7 shrink-0" aria-hidden="true" />
        <h1 className="text-xl font-bold">Certificate revoked</h1>
      </header>
      <div className="space-y-5 px-6 py-6">
        <p className="text-lg font-semibold">This certificate was revoked on {formatLongDate(revokedAt)}.</p>
        <p className="text-muted-foreground">
          It no longer certifies that{' '}
          <span className="font-medium break-words text-foreground">{certificate.recipient_name}</span>{' '}
          completed the course{' '}
          <span className="font-medium break-words text-foreground">{certificate.course_name}</span>.
        </p>
        <dl className="grid gap-4 border-t pt-5 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted-foreground">Issued on</dt>
            <dd className="font-medium">{formatLongDate(certificate.issued_at)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Revoked on</dt>
            <dd className="font-medium">{formatLongDate(revokedAt)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Verification code</dt>
            <dd className="font-mono font-medium">{certificate.verification_code}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}

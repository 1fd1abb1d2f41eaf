import { BadgeCheck, Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { env } from '@/config/env';
import { formatLongDate } from '@/lib/format';
import { certificatePdfUrl, type Certificate } from '../api/certificate';

/** A valid certificate, as the PDF states it: who, which course, when, and the code that proves it. */
export function CertificateDetails({ certificate }: { certificate: Certificate }) {
  const code = certificate.verification_code;
  return (
    <article className="overflow-hidden rounded-xl border border-green-600 bg-card shadow-sm">
      <header className="flex items-center gap-3 bg-green-50 px-6 py-4 text-green-900">
        <BadgeCheck className="size-7 shrink-0 text-green-800" aria-hidden="true" />
        <h1 className="text-xl font-bold">Valid certificate</h1>
      </header>
      <div className="space-y-5 px-6 py-6">
        <p className="text-muted-foreground">{env.siteName} certifies that</p>
        <p className="text-3xl font-bold break-words">{certificate.recipient_name}</p>
        <p className="text-muted-foreground">has completed the course</p>
        <p className="text-xl font-semibold break-words">{certificate.course_name}</p>
        <dl className="grid gap-4 border-t pt-5 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted-foreground">Completed on</dt>
            <dd className="font-medium">{formatLongDate(certificate.completed_at)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Issued on</dt>
            <dd className="font-medium">{formatLongDate(certificate.issued_at)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Verification code</dt>
            <dd className="font-mono font-medium">{code}</dd>
          </div>
        </dl>
        <Button asChild variant="outline">
          <a href={certificatePdfUrl(code)} download={`certificate-${code}.pdf`}>
            <Download aria-hidden="true" />
            Download PDF
          </a>
        </Button>
      </div>
    </article>
  );
}

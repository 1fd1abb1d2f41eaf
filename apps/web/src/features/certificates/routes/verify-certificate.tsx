import { SearchX } from 'lucide-react';
import { useParams } from '@/lib/router';
import { PageMeta } from '@/components/page-meta';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useCertificate } from '../api/certificate';
import { CertificateDetails } from '../components/certificate-details';
import { RevokedCertificate } from '../components/revoked-certificate';
import { VerifyCodeForm } from '../components/verify-code-form';

function Verification({ code }: { code: string }) {
  const certificate = useCertificate(code);
  if (certificate.isPending) {
    return <Skeleton className="h-80" aria-busy="true" aria-label="Checking the certificate" />;
  }
  if (certificate.isError) {
    return (
      <p role="alert" className="rounded-md border border-destructive p-4 text-destructive">
        The certificate could not be checked right now. Please try again later.
      </p>
    );
  }
  if (!certificate.data) {
    return (
      <section className="rounded-xl border bg-card px-6 py-8 text-center shadow-sm">
        <SearchX className="mx-auto size-10 text-muted-foreground" aria-hidden="true" />
        <h1 className="mt-3 text-2xl font-bold">Certificate not found</h1>
        <p className="mt-2 text-muted-foreground">
          No certificate has the verification code{' '}
          <span className="font-mono font-medium break-all text-foreground">{code}</span>. Check the code
          printed on the certificate and try again.
        </p>
      </section>
    );
  }
  const revokedAt = certificate.data.revoked_at;
  if (revokedAt) return <RevokedCertificate certificate={certificate.data} revokedAt={revokedAt} />;
  return <CertificateDetails certificate={certificate.data} />;
}

/**
 * /certificates/{code}: the public check of a certificate (DESIGN.md §2) — valid with its facts, revoked
 * with its date (issue 25), or unknown.
 */
export function Component() {
  const { code = '' } = useParams();
  return (
    <div className="mx-auto max-w-2xl space-y-8 px-4 py-12 sm:py-16">
      <PageMeta
        title="Certificate verification"
        description="Check a course certificate by its verification code."
        path={paths.certificate.href(code)}
        noindex
      />
      <Verification code={code} />
      <VerifyCodeForm />
    </div>
  );
}

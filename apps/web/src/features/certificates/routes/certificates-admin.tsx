import { useId, useState } from 'react';
import { DataState, EmptyState, failedToLoad } from '@/components/data-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { SearchInput } from '@/components/ui/search-input';
import { notify, notifyError } from '@/components/ui/toaster';
import { useAuth } from '@/lib/auth/use-auth';
import { CERTIFICATES_SHOWN, useCertificates, type IssuedCertificate } from '../api/get-certificates';
import { useReinstateCertificate } from '../api/reinstate-certificate';
import { useRevokeCertificate } from '../api/revoke-certificate';
import { CertificatesTable } from '../components/certificates-table';
import { ReinstateCertificateDialog } from '../components/reinstate-certificate-dialog';
import { RevokeCertificateDialog } from '../components/revoke-certificate-dialog';
import { filterCertificates } from '../lib/filter-certificates';

/**
 * /admin/certificates (issue 25): staff see every issued certificate; admins revoke one, with a reason, and may
 * reinstate a revoked one.
 */
export function Component() {
  const { profile } = useAuth();
  const canRevoke = profile?.role === 'admin';
  const certificates = useCertificates();
  const revoke = useRevokeCertificate();
  const [query, setQuery] = useState('');
  const [pending, setPending] = useState<IssuedCertificate | null>(null);
  const reinstate = useReinstateCertificate();
  const [reinstating, setReinstating] = useState<IssuedCertificate | null>(null);
  const searchId = useId();
  const shown = certificates.data ? filterCertificates(certificates.data, query) : [];
  const count = certificates.data?.length ?? 0;

  const open = (certificate: IssuedCertificate) => {
    revoke.reset();
    setPending(certificate);
  };
  const confirm = (reason: string) => {
    if (!pending) return;
    const code = pending.verification_code;
    revoke.mutate(
      { certificate_id: pending.id, reason },
      {
        onSuccess: () => {
          setPending(null);
          notify('Certificate revoked', `${code} now shows as revoked on its public page.`);
        },
      },
    );
  };

  const confirmReinstate = (certificate: IssuedCertificate) => {
    setReinstating(null);
    const code = certificate.verification_code;
    reinstate.mutate(
      { certificate_id: certificate.id },
      {
        onSuccess: () => notify('Certificate reinstated', `${code} shows as valid again on its public page.`),
        onError: (err) => notifyError('Failed to reinstate the certificate', err.message),
      },
    );
  };

  return (
    <div className="space-y-6">
      <title>Certificates | Admin</title>
      <div>
        <h1 className="text-2xl font-bold">Certificates</h1>
        <p className="text-muted-foreground">
          Every certificate issued to a learner, and whether it still holds
        </p>
      </div>
      <Card>
        <CardHeader className="gap-4 md:flex-row md:items-end md:justify-between">
          <div className="space-y-1.5">
            <CardTitle>
              {certificates.data ? `Issued Certificates (${count})` : 'Issued Certificates'}
            </CardTitle>
            <CardDescription>
              {canRevoke
                ? 'Revoking one keeps its public page, which then says it was revoked.'
                : 'Only admins can revoke a certificate.'}
              {count >= CERTIFICATES_SHOWN && ` The ${CERTIFICATES_SHOWN} most recent are shown.`}
            </CardDescription>
          </div>
          <div className="grid gap-2 md:w-72">
            <Label htmlFor={searchId}>Search certificates</Label>
            <SearchInput
              id={searchId}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="Code, learner or course"
            />
          </div>
        </CardHeader>
        <CardContent>
          <DataState
            query={certificates}
            loading="Loading certificates"
            error={failedToLoad('certificates')}
            empty={
              count === 0 ? (
                <EmptyState title="No certificates have been issued yet" />
              ) : (
                shown.length === 0 && <EmptyState title="No certificates match your search" />
              )
            }
          >
            {() => (
              <CertificatesTable
                certificates={shown}
                canRevoke={canRevoke && !reinstate.isPending}
                onRevoke={open}
                onReinstate={setReinstating}
              />
            )}
          </DataState>
        </CardContent>
      </Card>
      <RevokeCertificateDialog
        certificate={pending}
        busy={revoke.isPending}
        error={revoke.error?.message ?? null}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
      <ReinstateCertificateDialog
        certificate={reinstating}
        onConfirm={confirmReinstate}
        onCancel={() => setReinstating(null)}
      />
    </div>
  );
}

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Link } from '@/lib/router';
import { formatShortDate } from '@/lib/format';
import { paths } from '@/config/paths';
import type { IssuedCertificate } from '../api/get-certificates';

/** Valid, or revoked with its date (and, for staff, the reason). */
function Status({ certificate }: { certificate: IssuedCertificate }) {
  if (!certificate.revoked_at) return <Badge variant="success">Valid</Badge>;
  return (
    <div className="space-y-1">
      <Badge variant="outline" className="border-destructive text-destructive">
        Revoked
      </Badge>
      <span className="block text-xs text-muted-foreground">
        on <time dateTime={certificate.revoked_at}>{formatShortDate(certificate.revoked_at)}</time>
      </span>
      {certificate.revoked_reason && (
        <span className="block max-w-56 text-xs break-words text-muted-foreground">
          {certificate.revoked_reason}
        </span>
      )}
    </div>
  );
}

/** Code (linking to its public page), learner, course, issued date and status; admins get "Revoke" / "Reinstate". */
export function CertificatesTable({
  certificates,
  canRevoke,
  onRevoke,
  onReinstate,
}: {
  certificates: readonly IssuedCertificate[];
  canRevoke: boolean;
  onRevoke: (certificate: IssuedCertificate) => void;
  onReinstate: (certificate: IssuedCertificate) => void;
}) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Learner</TableHead>
          <TableHead className="hidden md:table-cell">Course</TableHead>
          <TableHead className="hidden sm:table-cell">Issued</TableHead>
          <TableHead>Status</TableHead>
          {canRevoke && (
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          )}
        </TableRow>
      </TableHeader>
      <TableBody>
        {certificates.map((cert) => (
          <TableRow key={cert.id}>
            <TableCell>
              <span className="block font-medium break-words">{cert.recipient_name}</span>
              <Link
                to={paths.certificate.href(cert.verification_code)}
                className="font-mono text-xs text-primary-strong underline-offset-4 hover:underline"
              >
                {cert.verification_code}
              </Link>
              {/* On a phone the course and issued date go under the name instead of columns of their own. */}
              <span className="block text-xs break-words text-muted-foreground md:hidden">
                {cert.course_name}
              </span>
              <span className="block text-xs text-muted-foreground sm:hidden">
                Issued {formatShortDate(cert.issued_at)}
              </span>
            </TableCell>
            <TableCell className="hidden break-words md:table-cell">{cert.course_name}</TableCell>
            <TableCell className="hidden whitespace-nowrap sm:table-cell">
              <time dateTime={cert.issued_at}>{formatShortDate(cert.issued_at)}</time>
            </TableCell>
            <TableCell>
              <Status certificate={cert} />
            </TableCell>
            {canRevoke && (
              <TableCell className="text-right">
                {cert.revoked_at ? (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Reinstate certificate ${cert.verification_code}`}
                    onClick={() => onReinstate(cert)}
                  >
                    Reinstate
                  </Button>
                ) : (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Revoke certificate ${cert.verification_code}`}
                    onClick={() => onRevoke(cert)}
                  >
                    Revoke
                  </Button>
                )}
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

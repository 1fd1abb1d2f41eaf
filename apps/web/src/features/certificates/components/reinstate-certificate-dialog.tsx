import { ConfirmDialog } from '@/components/confirm-dialog';
import type { IssuedCertificate } from '../api/get-certificates';

/** Asks before a revoked certificate becomes valid again (a revocation was deliberate). */
export function ReinstateCertificateDialog({
  certificate,
  onConfirm,
  onCancel,
}: {
  certificate: IssuedCertificate | null;
  onConfirm: (certificate: IssuedCertificate) => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      subject={certificate}
      title={(c) => `Reinstate certificate ${c.verification_code}`}
      description={(c) =>
        `${c.recipient_name}'s certificate for ${c.course_name} will show as valid again on its public page, and its PDF can be downloaded.`
      }
      action="Reinstate"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { buttonVariants } from '@/components/ui/button';
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
    <AlertDialog open={certificate !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {certificate ? `Reinstate certificate ${certificate.verification_code}` : ''}
          </AlertDialogTitle>
          <AlertDialogDescription>
            {certificate &&
              `${certificate.recipient_name}'s certificate for ${certificate.course_name} will show as valid again on its public page, and its PDF can be downloaded.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'default' })}
            onClick={() => certificate && onConfirm(certificate)}
          >
            Reinstate
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

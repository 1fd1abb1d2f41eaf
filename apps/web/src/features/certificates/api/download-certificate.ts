import { useMutation } from '@tanstack/react-query';
import { notifyError } from '@/components/ui/toaster';
import { hasErrorCode } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { certificatePdfUrl, type Certificate } from './certificate';

/**
 * The learner's certificate for a course: issue_certificate() checks every module of the course again and
 * issues it once; asking again answers the same certificate (same code), so this is safe to repeat.
 */
export async function issueCertificate(categoryId: string): Promise<Certificate> {
  const { data, error } = await supabase.rpc('issue_certificate', { category_uuid: categoryId });
  if (error) throw error;
  return data as Certificate;
}

/** Starts the browser's download of the server-rendered PDF (its response is an attachment). */
function download(code: string): void {
  const link = document.createElement('a');
  link.href = certificatePdfUrl(code);
  link.download = `certificate-${code}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
}

/** 'Download Certificate' (SPEC §2 Course page): issue (or find) the certificate, then download its PDF. */
export function useDownloadCertificate() {
  return useMutation({
    mutationFn: issueCertificate,
    onSuccess: (certificate) => download(certificate.verification_code),
    onError: (error) => {
      console.error('Certificate download failed', error);
      // A revoked certificate is never handed back: issue_certificate() refuses it with PT403 and names the
      // date in its message.
      if (hasErrorCode(error, 'PT403')) notifyError('Your certificate was revoked', `${error.message}.`);
      else notifyError('Could not create your certificate', error.message);
    },
  });
}

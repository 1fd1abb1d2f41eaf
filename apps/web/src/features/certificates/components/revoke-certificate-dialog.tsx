import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { FormDialog } from '@/components/ui/form-dialog';
import { Textarea } from '@/components/ui/textarea';
import { z } from '@/lib/zod';
import type { IssuedCertificate } from '../api/get-certificates';
import { REASON_MAX, revokeCertificateSchema } from '../api/revoke-certificate';

const reasonSchema = revokeCertificateSchema.pick({ reason: true });
type ReasonInput = z.infer<typeof reasonSchema>;

/**
 * Asks before a certificate is revoked, and why: its public page will say so for good (only an admin's
 * reinstatement undoes it). A failure stays in the dialog, in words, with the reason kept.
 */
export function RevokeCertificateDialog({
  certificate,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  certificate: IssuedCertificate | null;
  busy: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const form = useForm<ReasonInput>({ resolver: zodResolver(reasonSchema), defaultValues: { reason: '' } });
  useEffect(() => {
    if (certificate) form.reset({ reason: '' });
  }, [certificate, form]);

  return (
    <FormDialog
      open={certificate !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={`Revoke certificate ${certificate?.verification_code ?? ''}`}
      description={
        certificate &&
        `${certificate.recipient_name}'s certificate for ${certificate.course_name}. Its public page will ` +
          'say it was revoked and on which date, its PDF can no longer be downloaded, and the learner ' +
          'cannot get it again.'
      }
      form={form}
      onSubmit={({ reason }) => onConfirm(reason)}
      busy={busy}
      submitLabel="Revoke certificate"
      busyLabel="Revoking…"
      submitVariant="destructive"
    >
      <FormField
        control={form.control}
        name="reason"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Reason</FormLabel>
            <FormControl>
              <Textarea {...field} autoFocus maxLength={REASON_MAX} rows={3} />
            </FormControl>
            <FormDescription>
              Required. Staff and the learner see it; the public page does not (at most {REASON_MAX}{' '}
              characters).
            </FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      {error && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          Could not revoke the certificate: {error}
        </p>
      )}
    </FormDialog>
  );
}

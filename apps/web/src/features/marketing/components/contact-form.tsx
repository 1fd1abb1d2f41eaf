import { Send } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { notifyError } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { useAction } from '@/lib/use-action';
import {
  NOT_SENT_TITLE,
  type ContactCheckedField,
  type ContactField,
} from '@advisory/site/contact-form-rules';
import { CONTACT_FIELDS as F, readContactForm } from '../api/contact-request-rpc';
import { ContactRequestError, submitContactRequest } from '../api/submit-contact-request';
import { ASSET_OPTIONS, SERVICE_OPTIONS } from '../content/contact';
import { useContactSubmission, type ContactSubmission } from '../lib/contact-submission';
import { FormSelect } from './form-select';

const CHECKED: readonly ContactCheckedField[] = ['firstName', 'lastName', 'email'];

/** The id of the message under a field the server refused. */
const errorId = (id: string) => `${id}-error`;

/**
 * A control's props as a refused submission leaves them (none without one): the value typed, and with a message
 * `aria-invalid` and the message as its description — the first such field focused when the page opens.
 */
function submitted(submission: ContactSubmission | null, field: ContactField, id: string) {
  if (!submission) return {};
  const error = CHECKED.includes(field as ContactCheckedField)
    ? submission.errors[field as ContactCheckedField]
    : undefined;
  const first = CHECKED.find((f) => submission.errors[f]);
  return {
    ...(submission.values ? { defaultValue: submission.values[field] } : {}),
    ...(error
      ? { 'aria-invalid': true, 'aria-describedby': errorId(id), ...(first === field ? { autoFocus: true } : {}) }
      : {}),
  };
}

function Field({
  id,
  label,
  required,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  /** The server's message for this field (a form refused without JavaScript). */
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>
        {label}
        {required && (
          <>
            <span aria-hidden="true" className="ml-0.5 text-destructive">
              *
            </span>
            <span className="sr-only"> (required)</span>
          </>
        )}
      </Label>
      {children}
      {error && (
        <p id={errorId(id)} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** Above a refused form: what happened; focused when no field is to be fixed. */
function RefusalNotice({ notice, focus }: { notice: string; focus: boolean }) {
  return (
    <div
      id="contact-form-notice"
      className="mb-5 rounded-md border border-destructive/40 bg-destructive/5 p-4 text-sm"
      tabIndex={-1}
      autoFocus={focus}
    >
      <p className="font-semibold text-destructive">{NOT_SENT_TITLE}</p>
      <p>{notice}</p>
    </div>
  );
}

/**
 * The consultation form (SPEC §2 Contact). The browser checks the required fields and the e-mail shape;
 * the server checks them again and rate-limits. `onSent` receives the visitor's first name.
 *
 * A real form (POST to /contact, a `name` on every field): sent before the app has started, or without
 * JavaScript, the browser posts it and the server answers (apps/server/src/web/contact-post.ts) with the
 * same checks, limits and stored row. Once the app runs, it sends the form itself through the RPC.
 */
export function ContactForm({ onSent }: { onSent: (firstName: string) => void }) {
  const submit = useAction(submitContactRequest);
  const submission = useContactSubmission();
  const fieldError = (field: ContactCheckedField) => submission?.errors[field];

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const input = readContactForm((name) => data.get(name));
    submit.run(input, {
      onSuccess: () => onSent(input.firstName.trim()),
      onError: (err) =>
        notifyError(
          'Request not sent',
          err instanceof ContactRequestError ? err.message : 'Please try again in a moment.',
        ),
    });
  };

  return (
    <form
      id="contact-form"
      method="post"
      action={paths.contact.href()}
      onSubmit={onSubmit}
      className="space-y-5"
      aria-describedby={submission ? 'contact-form-notice contact-required-note' : 'contact-required-note'}
    >
      {submission && (
        <RefusalNotice notice={submission.notice} focus={!CHECKED.some((f) => submission.errors[f])} />
      )}
      <p id="contact-required-note" className="text-sm text-muted-foreground">
        Fields marked{' '}
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
        <span className="sr-only">as required</span> are required.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-first-name" label="First Name" required error={fieldError('firstName')}>
          <Input
            id="contact-first-name"
            name={F.firstName.name}
            {...submitted(submission, 'firstName', 'contact-first-name')}
            autoComplete="given-name"
            required
            maxLength={F.firstName.maxLength}
          />
        </Field>
        <Field id="contact-last-name" label="Last Name" required error={fieldError('lastName')}>
          <Input
            id="contact-last-name"
            name={F.lastName.name}
            {...submitted(submission, 'lastName', 'contact-last-name')}
            autoComplete="family-name"
            required
            maxLength={F.lastName.maxLength}
          />
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-email" label="Email" required error={fieldError('email')}>
          <Input
            id="contact-email"
            name={F.email.name}
            {...submitted(submission, 'email', 'contact-email')}
            type="email"
            autoComplete="email"
            required
            maxLength={F.email.maxLength}
          />
        </Field>
        <Field id="contact-phone" label="Phone">
          <Input
            id="contact-phone"
            name={F.phone.name}
            {...submitted(submission, 'phone', 'contact-phone')}
            type="tel"
            autoComplete="tel"
            maxLength={F.phone.maxLength}
          />
        </Field>
      </div>
      <Field id="contact-company" label="Company">
        <Input
          id="contact-company"
          name={F.company.name}
          {...submitted(submission, 'company', 'contact-company')}
          autoComplete="organization"
          maxLength={F.company.maxLength}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-services" label="Services of Interest">
          <FormSelect
            id="contact-services"
            name={F.service.name}
            {...submitted(submission, 'service', 'contact-services')}
            options={SERVICE_OPTIONS}
            placeholder="Select a service"
          />
        </Field>
        <Field id="contact-assets" label="Portfolio Size / Assets">
          <FormSelect
            id="contact-assets"
            name={F.assets.name}
            {...submitted(submission, 'assets', 'contact-assets')}
            options={ASSET_OPTIONS}
            placeholder="Select a range"
          />
        </Field>
      </div>
      <Field id="contact-message" label="Message">
        <Textarea
          id="contact-message"
          name={F.message.name}
          {...submitted(submission, 'message', 'contact-message')}
          rows={5}
          maxLength={F.message.maxLength}
          placeholder="Tell us about your goals and any questions you have."
        />
      </Field>

      {/* Honeypot: hidden from people and assistive technology; bots that fill every field reveal themselves. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" name={F.website.name} type="text" tabIndex={-1} autoComplete="off" />
      </div>

      {/* Enabled in the server's HTML: pressed before the app runs, the browser posts the form itself. */}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submit.pending}>
        <Send aria-hidden="true" />
        {submit.pending ? 'Sending...' : 'Send Request'}
      </Button>
    </form>
  );
}

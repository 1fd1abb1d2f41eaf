import { Send } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { notifyError } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { useAction } from '@/lib/use-action';
import { CONTACT_FIELDS as F, readContactForm } from '../api/contact-request-rpc';
import { ContactRequestError, submitContactRequest } from '../api/submit-contact-request';
import { ASSET_OPTIONS, SERVICE_OPTIONS } from '../content/contact';
import { FormSelect } from './form-select';

function Field({
  id,
  label,
  required,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  children: ReactNode;
}) {
  // data-field: where the server's page for a form posted without JavaScript puts the field's message.
  return (
    <div className="space-y-2" data-field>
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
      aria-describedby="contact-required-note"
    >
      <p id="contact-required-note" className="text-sm text-muted-foreground">
        Fields marked{' '}
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
        <span className="sr-only">as required</span> are required.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-first-name" label="First Name" required>
          <Input
            id="contact-first-name"
            name={F.firstName.name}
            autoComplete="given-name"
            required
            maxLength={F.firstName.maxLength}
          />
        </Field>
        <Field id="contact-last-name" label="Last Name" required>
          <Input
            id="contact-last-name"
            name={F.lastName.name}
            autoComplete="family-name"
            required
            maxLength={F.lastName.maxLength}
          />
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-email" label="Email" required>
          <Input
            id="contact-email"
            name={F.email.name}
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
          autoComplete="organization"
          maxLength={F.company.maxLength}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-services" label="Services of Interest">
          <FormSelect
            id="contact-services"
            name={F.service.name}
            options={SERVICE_OPTIONS}
            placeholder="Select a service"
          />
        </Field>
        <Field id="contact-assets" label="Portfolio Size / Assets">
          <FormSelect
            id="contact-assets"
            name={F.assets.name}
            options={ASSET_OPTIONS}
            placeholder="Select a range"
          />
        </Field>
      </div>
      <Field id="contact-message" label="Message">
        <Textarea
          id="contact-message"
          name={F.message.name}
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

import { Send } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { notifyError } from '@/components/ui/toaster';
import { useAction } from '@/lib/use-action';
import { useHydrated } from '@/lib/use-hydrated';
import {
  ContactRequestError,
  submitContactRequest,
  type ContactRequestInput,
} from '../api/submit-contact-request';
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
    </div>
  );
}

function read(form: HTMLFormElement): ContactRequestInput {
  const data = new FormData(form);
  const get = (name: string) => {
    const v = data.get(name);
    return typeof v === 'string' ? v : '';
  };
  return {
    firstName: get('firstName'),
    lastName: get('lastName'),
    email: get('email'),
    phone: get('phone'),
    company: get('company'),
    service: get('services'),
    assets: get('assets'),
    message: get('message'),
    website: get('website'),
  };
}

/**
 * The consultation form (SPEC §2 Contact). The browser checks the required fields and the e-mail shape;
 * the server checks them again and rate-limits. `onSent` receives the visitor's first name.
 */
export function ContactForm({ onSent }: { onSent: (firstName: string) => void }) {
  const submit = useAction(submitContactRequest);
  const hydrated = useHydrated();

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const input = read(e.currentTarget);
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
    <form onSubmit={onSubmit} className="space-y-5" aria-describedby="contact-required-note">
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
            name="firstName"
            autoComplete="given-name"
            required
            maxLength={100}
          />
        </Field>
        <Field id="contact-last-name" label="Last Name" required>
          <Input id="contact-last-name" name="lastName" autoComplete="family-name" required maxLength={100} />
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-email" label="Email" required>
          <Input id="contact-email" name="email" type="email" autoComplete="email" required maxLength={254} />
        </Field>
        <Field id="contact-phone" label="Phone">
          <Input id="contact-phone" name="phone" type="tel" autoComplete="tel" maxLength={50} />
        </Field>
      </div>
      <Field id="contact-company" label="Company">
        <Input id="contact-company" name="company" autoComplete="organization" maxLength={200} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-services" label="Services of Interest">
          <FormSelect
            id="contact-services"
            name="services"
            options={SERVICE_OPTIONS}
            placeholder="Select a service"
          />
        </Field>
        <Field id="contact-assets" label="Portfolio Size / Assets">
          <FormSelect
            id="contact-assets"
            name="assets"
            options={ASSET_OPTIONS}
            placeholder="Select a range"
          />
        </Field>
      </div>
      <Field id="contact-message" label="Message">
        <Textarea
          id="contact-message"
          name="message"
          rows={5}
          maxLength={5000}
          placeholder="Tell us about your goals and any questions you have."
        />
      </Field>

      {/* Honeypot: hidden from people and assistive technology; bots that fill every field reveal themselves. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={!hydrated || submit.pending}>
        <Send aria-hidden="true" />
        {submit.pending ? 'Sending...' : 'Send Request'}
      </Button>
    </form>
  );
}

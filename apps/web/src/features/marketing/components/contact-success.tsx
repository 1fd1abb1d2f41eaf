import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/**
 * The confirmation of a sent request. With `onAnother` it replaces the form on /contact and takes the focus
 * to its heading, so the change is announced; without it, it is the page a form posted without JavaScript
 * lands on (/contact/sent), whose "Send Another Request" is a link back to the form.
 */
export function ContactSuccess({ firstName, onAnother }: { firstName: string; onAnother?: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const replacesForm = onAnother !== undefined;
  useEffect(() => {
    if (replacesForm) heading.current?.focus();
  }, [replacesForm]);
  return (
    <div className="flex flex-col items-center py-10 text-center">
      <CircleCheck className="size-14 text-green-700" aria-hidden="true" />
      <h2 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold outline-none">
        Thank you{firstName ? `, ${firstName}` : ''}!
      </h2>
      <p className="mt-3 max-w-md text-muted-foreground">
        Your consultation request has been received. One of our advisors will reply within 24 hours.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to={paths.services.href()}>Explore Our Services</Link>
        </Button>
        {onAnother ? (
          <Button variant="outline" onClick={onAnother}>
            Send Another Request
          </Button>
        ) : (
          <Button variant="outline" asChild>
            <Link to={paths.contact.href()}>Send Another Request</Link>
          </Button>
        )}
      </div>
    </div>
  );
}

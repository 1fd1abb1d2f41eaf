import { ArrowRight } from 'lucide-react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The end of every post: the reader who got this far is offered the next step, a consultation. */
export function PostConsultationCta() {
  return (
    <aside
      aria-labelledby="post-cta-heading"
      className="mt-12 rounded-xl border border-primary/40 bg-accent p-6 text-center md:p-8"
    >
      <h2 id="post-cta-heading" className="text-2xl font-bold tracking-tight text-balance">
        Questions about Bitcoin for your business?
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-muted-foreground text-pretty">
        Tell us about your company and goals. An advisor will reply within 24 hours to arrange a first
        conversation.
      </p>
      <Button asChild size="lg" className="mt-6">
        <Link to={paths.contact.href()}>
          Book a Consultation
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </aside>
  );
}

import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { PageMeta } from '@/components/page-meta';
import { RoutePageMeta } from '@/components/route-page-meta';
import { routeMeta } from '@/config/routes';
import { ContactForm } from '../components/contact-form';
import { ContactSideCards } from '../components/contact-side-cards';
import { ContactSuccess } from '../components/contact-success';
import { PageHeader } from '../components/page-header';
import { CONTACT_HEADER } from '../content/contact';
import { useContactSubmission } from '../lib/contact-submission';

/** The head of the page that answers a form refused without JavaScript: its title says so, and it is not indexed. */
function RefusedPageMeta() {
  const meta = routeMeta(paths.contact.path);
  return (
    <PageMeta title={`Error: ${meta.title}`} description={meta.description} path={paths.contact.href()} noindex />
  );
}

export function Component() {
  // null while the form is shown; the visitor's first name once the request was sent.
  const [sentBy, setSentBy] = useState<string | null>(null);
  const refused = useContactSubmission() !== null;
  return (
    <>
      {refused ? <RefusedPageMeta /> : <RoutePageMeta route={paths.contact.path} path={paths.contact.href()} />}
      <PageHeader eyebrow={CONTACT_HEADER.eyebrow} title={CONTACT_HEADER.title} lead={CONTACT_HEADER.lead} />

      <div className="site-container section-y grid gap-8 lg:grid-cols-3">
        <Card className="lg:col-span-2 lg:self-start">
          {sentBy === null ? (
            <>
              <CardHeader>
                <h2 className="text-2xl font-bold">Request a Consultation</h2>
                <CardDescription>
                  Share a few details and we will prepare for a focused first conversation.
                </CardDescription>
              </CardHeader>
              <CardContent>
                <ContactForm onSent={setSentBy} />
              </CardContent>
            </>
          ) : (
            <CardContent>
              <ContactSuccess firstName={sentBy} onAnother={() => setSentBy(null)} />
            </CardContent>
          )}
        </Card>
        <aside aria-label="Contact information">
          <ContactSideCards />
        </aside>
      </div>
    </>
  );
}

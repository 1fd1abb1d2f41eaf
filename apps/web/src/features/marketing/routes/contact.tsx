import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { RoutePageMeta } from '@/components/route-page-meta';
import { ContactForm } from '../components/contact-form';
import { ContactSideCards } from '../components/contact-side-cards';
import { ContactSuccess } from '../components/contact-success';
import { PageHeader } from '../components/page-header';
import { CONTACT_HEADER } from '../content/contact';

export function Component() {
  // null while the form is shown; the visitor's first name once the request was sent.
  const [sentBy, setSentBy] = useState<string | null>(null);
  return (
    <>
      <RoutePageMeta route={paths.contact.path} path={paths.contact.href()} />
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

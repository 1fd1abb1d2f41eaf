import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { RoutePageMeta } from '@/components/route-page-meta';
import { ContactSuccess } from '../components/contact-success';
import { PageHeader } from '../components/page-header';
import { CONTACT_HEADER } from '../content/contact';

/**
 * /contact/sent: where a consultation request sent without JavaScript lands (the server answers the form's
 * POST with a 303 here). The contact page's header and the same thank-you the form shows once sent through
 * the app; the visitor's name is not carried over, so nothing of the request ever goes into a URL.
 */
export function Component() {
  return (
    <>
      <RoutePageMeta route={paths.contactSent.path} path={paths.contactSent.href()} />
      <PageHeader eyebrow={CONTACT_HEADER.eyebrow} title={CONTACT_HEADER.title} lead={CONTACT_HEADER.lead} />
      <div className="site-container section-y">
        <Card className="mx-auto max-w-3xl">
          <CardContent>
            <ContactSuccess firstName="" />
          </CardContent>
        </Card>
      </div>
    </>
  );
}

import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { RoutePageMeta } from '@/components/route-page-meta';
import { CtaBanner } from '../components/cta-banner';
import { PageHeader } from '../components/page-header';
import { ServiceCard } from '../components/service-card';
import { SERVICE_GROUPS, SERVICES_CTA, SERVICES_HEADER } from '../content/services';

function groupId(title: string): string {
  return `group-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

export function Component() {
  return (
    <>
      <RoutePageMeta route={paths.services.path} path={paths.services.href()} />
      <PageHeader
        eyebrow={SERVICES_HEADER.eyebrow}
        title={SERVICES_HEADER.title}
        lead={SERVICES_HEADER.lead}
      />

      <div className="site-container section-y space-y-16 md:space-y-20">
        {SERVICE_GROUPS.map((group) => (
          <section key={group.title} aria-labelledby={groupId(group.title)}>
            <div className="mb-8 border-l-4 border-primary pl-4">
              <h2 id={groupId(group.title)} className="text-2xl font-bold tracking-tight md:text-3xl">
                {group.title}
              </h2>
              <p className="mt-2 text-muted-foreground">{group.description}</p>
            </div>
            <ul className="grid gap-6 md:grid-cols-2">
              {group.services.map((s) => (
                <li key={s.title}>
                  <ServiceCard service={s} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>

      <CtaBanner title={SERVICES_CTA.title} text={SERVICES_CTA.text}>
        <Button asChild size="lg">
          <Link to={paths.contact.href()}>{SERVICES_CTA.primary}</Link>
        </Button>
        <Button asChild size="lg" variant="outline" className="text-foreground">
          <Link to={paths.glossary.href()}>{SERVICES_CTA.secondary}</Link>
        </Button>
      </CtaBanner>
    </>
  );
}

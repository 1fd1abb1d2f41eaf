import { ArrowRight } from 'lucide-react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { RoutePageMeta } from '@/components/route-page-meta';
import { IconBadge } from '../components/icon-badge';
import { SectionHeading } from '../components/section-heading';
import { ServiceCard } from '../components/service-card';
import {
  HOME_CLOSING,
  HOME_HERO,
  HOME_HIGHLIGHTS,
  HOME_PROOF,
  HOME_SERVICES,
  HOME_SERVICES_HEADING,
} from '../content/home';

export function Component() {
  return (
    <>
      <RoutePageMeta route={paths.home.path} path={paths.home.href()} />

      <section className="bg-gradient-to-b from-accent via-background to-background">
        <div className="site-container pb-16 pt-20 text-center md:pb-20 md:pt-28">
          <p className="mb-4 text-sm font-semibold uppercase tracking-wider text-primary-strong">
            {HOME_HERO.eyebrow}
          </p>
          <h1 className="mx-auto max-w-4xl text-5xl font-extrabold tracking-tight text-balance md:text-7xl">
            {HOME_HERO.title}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground text-pretty md:text-xl">
            {HOME_HERO.lead}
          </p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.contact.href()}>
                {HOME_HERO.primaryCta}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.services.href()}>{HOME_HERO.secondaryCta}</Link>
            </Button>
          </div>
          <dl className="mx-auto mt-14 grid max-w-3xl grid-cols-3 gap-4 sm:gap-6">
            {HOME_PROOF.map((p) => (
              <div key={p.title} className="flex flex-col-reverse items-center gap-1">
                <dt className="text-xs text-muted-foreground sm:text-sm">{p.description}</dt>
                <dd className="text-2xl font-bold sm:text-3xl">{p.title}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="highlights-heading" className="site-container pb-16 pt-4 md:pb-20">
        <h2 id="highlights-heading" className="sr-only">
          Why companies work with us
        </h2>
        <ul className="grid gap-8 md:grid-cols-3">
          {HOME_HIGHLIGHTS.map((h) => (
            <li key={h.title} className="flex flex-col items-center text-center">
              <IconBadge icon={h.icon} className="size-14" />
              <h3 className="mt-4 text-xl font-semibold">{h.title}</h3>
              <p className="mt-2 text-muted-foreground text-pretty">{h.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="services-heading" className="section-y bg-muted/60">
        <div className="site-container">
          <SectionHeading
            id="services-heading"
            title={HOME_SERVICES_HEADING.title}
            description={HOME_SERVICES_HEADING.description}
          />
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {HOME_SERVICES.map((s) => (
              <li key={s.title}>
                <ServiceCard service={s} />
              </li>
            ))}
          </ul>
          <div className="mt-14 rounded-xl border bg-background p-8 text-center shadow-sm">
            <h2 className="text-2xl font-bold text-balance">{HOME_CLOSING.title}</h2>
            <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">{HOME_CLOSING.text}</p>
            <Button asChild size="lg" className="mt-6">
              <Link to={paths.contact.href()}>
                {HOME_CLOSING.cta}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}

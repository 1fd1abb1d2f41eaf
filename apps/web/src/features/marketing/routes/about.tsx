import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { RoutePageMeta } from '@/components/route-page-meta';
import { CtaBanner } from '../components/cta-banner';
import { IconBadge } from '../components/icon-badge';
import { PageHeader } from '../components/page-header';
import { SectionHeading } from '../components/section-heading';
import {
  ABOUT_CTA,
  ABOUT_HEADER,
  ABOUT_MISSION,
  ABOUT_STATS,
  ABOUT_TEAM,
  ABOUT_VALUES,
} from '../content/about';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export function Component() {
  return (
    <>
      <RoutePageMeta route={paths.about.path} path={paths.about.href()} />
      <PageHeader eyebrow={ABOUT_HEADER.eyebrow} title={ABOUT_HEADER.title} lead={ABOUT_HEADER.lead} />

      <section aria-labelledby="stats-heading" className="border-b">
        <h2 id="stats-heading" className="sr-only">
          At a glance
        </h2>
        <dl className="site-container grid grid-cols-2 gap-8 py-12 md:grid-cols-4">
          {ABOUT_STATS.map((s) => (
            <div key={s.label} className="flex flex-col-reverse items-center text-center">
              <dt className="mt-1 text-sm text-muted-foreground">{s.label}</dt>
              <dd className="text-4xl font-extrabold text-primary-strong">{s.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="mission-heading" className="site-container section-y">
        <div className="mx-auto max-w-3xl">
          <h2 id="mission-heading" className="text-3xl font-bold tracking-tight">
            {ABOUT_MISSION.title}
          </h2>
          {ABOUT_MISSION.paragraphs.map((p) => (
            <p key={p.slice(0, 24)} className="mt-4 text-lg leading-relaxed text-muted-foreground">
              {p}
            </p>
          ))}
        </div>
      </section>

      <section aria-labelledby="values-heading" className="section-y bg-muted/60">
        <div className="site-container">
          <SectionHeading id="values-heading" title="Our Values" />
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {ABOUT_VALUES.map((v) => (
              <li key={v.title}>
                <Card className="h-full">
                  <CardContent className="pt-6">
                    <IconBadge icon={v.icon} />
                    <h3 className="mt-4 text-lg font-semibold">{v.title}</h3>
                    <p className="mt-2 text-sm text-muted-foreground">{v.description}</p>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="team-heading" className="site-container section-y">
        <SectionHeading
          id="team-heading"
          title="Our Team"
          description="Senior advisors who stay with your engagement from the first call to the last review."
        />
        <ul className="grid gap-6 md:grid-cols-3">
          {ABOUT_TEAM.map((m) => (
            <li key={m.name}>
              <Card className="h-full text-center">
                <CardContent className="flex flex-col items-center pt-8">
                  <span
                    aria-hidden="true"
                    className="flex size-20 items-center justify-center rounded-full bg-primary text-2xl font-bold text-primary-foreground"
                  >
                    {initials(m.name)}
                  </span>
                  <h3 className="mt-4 text-lg font-semibold">{m.name}</h3>
                  <p className="text-sm font-medium text-primary-strong">{m.role}</p>
                  <p className="mt-3 text-sm text-muted-foreground">{m.bio}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      {/* SPEC §2 has inert CTA buttons here; they lead somewhere instead (docs/decisions/0004-about-cta.md). */}
      <CtaBanner title={ABOUT_CTA.title} text={ABOUT_CTA.text}>
        <Button asChild size="lg">
          <Link to={paths.contact.href()}>{ABOUT_CTA.primary}</Link>
        </Button>
        <Button asChild size="lg" variant="outline" className="text-foreground">
          <Link to={paths.services.href()}>{ABOUT_CTA.secondary}</Link>
        </Button>
      </CtaBanner>
    </>
  );
}

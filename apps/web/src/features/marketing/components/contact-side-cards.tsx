import { MapPin } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { env } from '@/config/env';
import { CONTACT_DETAILS, REPLY_PROMISE, SERVICE_AREAS, WHY_CHOOSE } from '../content/contact';
import { FeatureList } from './feature-list';
import { IconBadge } from './icon-badge';

/** The contact page's side column: how to reach us, why choose us, where we work. */
export function ContactSideCards() {
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Get in Touch</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="space-y-5">
            {CONTACT_DETAILS.map((d) => (
              <li key={d.title} className="flex gap-4">
                <IconBadge icon={d.icon} className="size-10 [&_svg]:size-5" />
                <div className="min-w-0">
                  <p className="font-medium">{d.title}</p>
                  {d.href ? (
                    <a
                      href={d.href}
                      className="break-words text-sm text-primary-strong underline-offset-4 hover:underline"
                    >
                      {d.text}
                    </a>
                  ) : (
                    <p className="text-sm text-muted-foreground">{d.text}</p>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-6 rounded-md bg-accent px-4 py-3 text-sm font-medium">{REPLY_PROMISE}</p>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Why choose {env.siteName}?</CardTitle>
        </CardHeader>
        <CardContent>
          <FeatureList features={WHY_CHOOSE.points} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-lg">
            <MapPin className="size-5 text-primary-strong" aria-hidden="true" />
            Service Areas
          </CardTitle>
        </CardHeader>
        <CardContent>
          <FeatureList features={SERVICE_AREAS} />
        </CardContent>
      </Card>
    </div>
  );
}

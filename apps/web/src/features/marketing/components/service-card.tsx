import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { ServiceItem } from '../content/types';
import { FeatureList } from './feature-list';
import { IconBadge } from './icon-badge';

/** One advisory service: icon, title (h3), one sentence and its feature bullets. */
export function ServiceCard({ service }: { service: ServiceItem }) {
  return (
    <Card className="flex h-full flex-col transition-shadow hover:shadow-md">
      <CardHeader>
        <IconBadge icon={service.icon} className="mb-2" />
        <CardTitle className="text-lg">{service.title}</CardTitle>
        <CardDescription>{service.description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto">
        <FeatureList features={service.features} />
      </CardContent>
    </Card>
  );
}

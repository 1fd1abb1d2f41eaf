import type { LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

export interface InertSetting {
  label: string;
  description: string;
  /** Makes Configure work: what it opens (e.g. moves to the form that configures it). */
  onConfigure?: () => void;
}

/**
 * A card of settings that are not configurable yet (SPEC §2: Site Settings, Security). The Configure
 * buttons are disabled rather than silently doing nothing, so nobody wonders whether a click worked —
 * except a setting that has an `onConfigure` (Security → Password, issue 25).
 */
export function InertSettingsCard({
  title,
  description,
  icon: Icon,
  settings,
}: {
  title: string;
  description: string;
  icon: LucideIcon;
  settings: readonly InertSetting[];
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon className="size-5" aria-hidden="true" />
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {settings.map((setting) => (
            <li key={setting.label} className="flex items-center justify-between gap-4 py-3">
              <div className="min-w-0">
                <p className="font-medium">{setting.label}</p>
                <p className="text-sm text-muted-foreground">{setting.description}</p>
              </div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={!setting.onConfigure}
                onClick={setting.onConfigure}
                aria-label={`Configure ${setting.label}`}
              >
                Configure
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

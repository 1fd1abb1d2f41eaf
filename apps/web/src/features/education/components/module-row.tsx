import { Clock, Trophy } from 'lucide-react';
import { Link } from '@/lib/router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import type { CourseModule } from '../api/get-courses';
import type { ModuleStatus } from '../lib/progress';
import { StatusBadge } from './status-badge';

const ACTION = { completed: 'Review', in_progress: 'Continue', not_started: 'Start' } as const;

/** A numbered module card of the course page (SPEC §2). */
export function ModuleRow({
  module,
  number,
  status,
}: {
  module: CourseModule;
  number: number;
  status: ModuleStatus;
}) {
  return (
    <li>
      <Card>
        <CardContent className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:p-6">
          <span
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/15 font-semibold"
            aria-hidden="true"
          >
            {number}
          </span>
          <div className="min-w-0 flex-1 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-lg font-semibold break-words">
                <span className="sr-only">Module {number}: </span>
                {module.title}
              </h2>
              <StatusBadge status={status} wording="long" />
              {/* Only a staff preview ever receives a draft module. */}
              {module.status === 'draft' && <Badge variant="outline">Draft</Badge>}
            </div>
            {module.description && <p className="text-sm text-muted-foreground">{module.description}</p>}
            <p className="flex gap-4 text-sm text-muted-foreground">
              <span className="flex items-center gap-1">
                <Clock className="size-4" aria-hidden="true" />
                {module.duration_minutes} min
              </span>
              <span className="flex items-center gap-1">
                <Trophy className="size-4" aria-hidden="true" />
                {module.points} points
              </span>
            </p>
          </div>
          <Button asChild variant={status === 'completed' ? 'outline' : 'default'} className="sm:w-28">
            <Link
              to={paths.educationModule.href(module.id)}
              aria-label={`${ACTION[status]}: ${module.title}`}
            >
              {ACTION[status]}
            </Link>
          </Button>
        </CardContent>
      </Card>
    </li>
  );
}

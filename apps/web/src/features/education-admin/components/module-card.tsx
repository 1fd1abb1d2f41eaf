import { Clock, FileQuestion, Layers, Pencil, Star } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { Module, PublishStatus } from '../api/types';
import { ConfirmDelete } from './confirm-delete';
import { PublishBadge, PublishToggle } from './publish-status';

const DELETE_TEXT =
  'Are you sure you want to delete this module? This action cannot be undone and will also delete all associated slides and quiz questions.';

interface ModuleCardProps {
  module: Module;
  onEdit: () => void;
  onSlides: () => void;
  onQuiz: () => void;
  onDelete: () => Promise<void>;
  publishing: boolean;
  onPublish: (status: PublishStatus) => void;
}

export const DRAFT_MODULE_NOTE = "Learners can't see this module yet.";

/** One module in SPEC §2's list: title, Draft/Published, Required/Optional, course, description, minutes, points, type. */
export function ModuleCard({
  module,
  onEdit,
  onSlides,
  onQuiz,
  onDelete,
  publishing,
  onPublish,
}: ModuleCardProps) {
  return (
    <Card role="group" aria-label={module.title} className="h-full">
      <CardHeader className="gap-2">
        <div className="flex items-start gap-2">
          <CardTitle className="min-w-0 flex-1 text-lg break-words">{module.title}</CardTitle>
          <Badge variant={module.is_required ? 'default' : 'outline'}>
            {module.is_required ? 'Required' : 'Optional'}
          </Badge>
        </div>
        <p className="text-sm font-medium text-muted-foreground">{module.education_categories?.name}</p>
      </CardHeader>
      <CardContent className="space-y-4">
        {module.description && (
          <p className="line-clamp-3 text-sm break-words text-muted-foreground">{module.description}</p>
        )}
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          <PublishBadge status={module.status} />
          {module.status === 'draft' && DRAFT_MODULE_NOTE}
        </p>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <div className="flex items-center gap-1">
            <Clock className="size-4" aria-hidden="true" />
            <dt className="sr-only">Duration</dt>
            <dd>{module.duration_minutes} min</dd>
          </div>
          <div className="flex items-center gap-1">
            <Star className="size-4" aria-hidden="true" />
            <dt className="sr-only">Points</dt>
            <dd>{module.points} points</dd>
          </div>
          <div className="flex items-center gap-1">
            <dt className="sr-only">Content type</dt>
            <dd>
              <Badge variant="secondary" className="capitalize">
                {module.content_type}
              </Badge>
            </dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${module.title}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <PublishToggle
            kind="module"
            name={module.title}
            status={module.status}
            busy={publishing}
            onToggle={onPublish}
          />
          <Button variant="outline" size="sm" onClick={onSlides} aria-label={`Slides of ${module.title}`}>
            <Layers aria-hidden="true" />
            Slides
          </Button>
          <Button variant="outline" size="sm" onClick={onQuiz} aria-label={`Quiz of ${module.title}`}>
            <FileQuestion aria-hidden="true" />
            Quiz
          </Button>
          <ConfirmDelete
            title="Delete Module"
            description={DELETE_TEXT}
            label={`Delete ${module.title}`}
            onConfirm={onDelete}
          />
        </div>
      </CardContent>
    </Card>
  );
}

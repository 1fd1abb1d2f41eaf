import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { DataState, EmptyState, LoadingState } from '@/components/data-state';
import { SearchInput } from '@/components/ui/search-input';
import { notify, notifyError } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-error';
import { useDeleteModule } from '../api/delete-module';
import { useCourses } from '../api/get-courses';
import { useModules } from '../api/get-modules';
import { useSetPublishStatus } from '../api/set-publish-status';
import type { Module, PublishStatus } from '../api/types';
import { ALL_COURSES, filterModules } from '../lib/filter-modules';
import { ModuleCard } from './module-card';
import { ModuleDialog } from './module-dialog';
import { QuestionsDialog } from './questions-dialog';
import { SlidesDialog } from './slides-dialog';

type Open = { kind: 'edit'; module?: Module } | { kind: 'slides' | 'quiz'; module: Module } | null;

/** SPEC §2 Module Management: search and course filter in the view, module cards, and their dialogs. */
export function ModuleManagement() {
  const modules = useModules();
  const courses = useCourses();
  const remove = useDeleteModule();
  const publish = useSetPublishStatus();
  const [search, setSearch] = useState('');
  const [courseId, setCourseId] = useState(ALL_COURSES);
  const [open, setOpen] = useState<Open>(null);
  const all = modules.data ?? [];
  const shown = filterModules(all, search, courseId);
  const filtered = search.trim() !== '' || courseId !== ALL_COURSES;

  const onDelete = async (module: Module) => {
    try {
      await remove.mutateAsync(module.id);
      notify('Module deleted successfully');
    } catch (error) {
      notifyError('Error deleting module', errorMessage(error));
    }
  };
  const onPublish = async (module: Module, status: PublishStatus) => {
    try {
      await publish.mutateAsync({ table: 'education_modules', id: module.id, status });
      notify(
        status === 'published' ? 'Module published' : 'Module unpublished',
        status === 'published'
          ? `Learners see ${module.title} once its course is published.`
          : `${module.title} is a draft again: learners can't see it.`,
      );
    } catch (error) {
      notifyError('Error changing the module', errorMessage(error));
    }
  };
  const close = (isOpen: boolean) => !isOpen && setOpen(null);

  return (
    <section aria-labelledby="modules-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="modules-heading" className="text-xl font-semibold">
          Modules
        </h2>
        <Button onClick={() => setOpen({ kind: 'edit' })}>
          <Plus aria-hidden="true" />
          Create Module
        </Button>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <SearchInput
          className="flex-1"
          aria-label="Search modules"
          placeholder="Search modules..."
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Select value={courseId} onValueChange={setCourseId}>
          <SelectTrigger aria-label="Filter by course" className="sm:w-64">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_COURSES}>All Courses</SelectItem>
            {(courses.data ?? []).map((c) => (
              <SelectItem key={c.id} value={c.id}>
                {c.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <DataState
        query={modules}
        loading={
          <LoadingState
            label="Loading modules"
            rowClassName="h-48"
            className="grid gap-4 space-y-0 md:grid-cols-2 xl:grid-cols-3"
          />
        }
        error={(message) => message}
        empty={
          shown.length === 0 && (
            <EmptyState
              boxed
              title={
                filtered
                  ? 'No modules found matching your filters.'
                  : 'No modules found. Create your first module to get started.'
              }
            />
          )
        }
      >
        {() => (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {shown.map((module) => (
              <li key={module.id} className="list-none">
                <ModuleCard
                  module={module}
                  onEdit={() => setOpen({ kind: 'edit', module })}
                  onSlides={() => setOpen({ kind: 'slides', module })}
                  onQuiz={() => setOpen({ kind: 'quiz', module })}
                  onDelete={() => onDelete(module)}
                  publishing={publish.isPending}
                  onPublish={(status) => void onPublish(module, status)}
                />
              </li>
            ))}
          </ul>
        )}
      </DataState>
      <ModuleDialog
        open={open?.kind === 'edit'}
        onOpenChange={close}
        courses={courses.data ?? []}
        module={open?.kind === 'edit' ? open.module : undefined}
        courseId={courseId === ALL_COURSES ? undefined : courseId}
      />
      {open?.kind === 'slides' && <SlidesDialog module={open.module} onOpenChange={close} />}
      {open?.kind === 'quiz' && <QuestionsDialog module={open.module} onOpenChange={close} />}
    </section>
  );
}

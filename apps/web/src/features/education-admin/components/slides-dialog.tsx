import { FileText, Image, Pencil, Plus, Video } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { notify, notifyError } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-error';
import { useDeleteSlide } from '../api/delete-slide';
import { useSlides } from '../api/get-slides';
import { saveOrder } from '../api/save-order';
import { educationAdminKeys, type Module, type Slide, type SlideType } from '../api/types';
import { useOptimisticOrder } from '../hooks/use-optimistic-order';
import { previewText } from '../lib/strip-tags';
import { ConfirmDelete } from './confirm-delete';
import { SlideDialog } from './slide-dialog';
import { SortableList } from './sortable-list';

const TYPE_ICON: Record<SlideType, typeof FileText> = { content: FileText, image: Image, video: Video };
const DELETE_TEXT = 'Are you sure you want to delete this slide? This action cannot be undone.';

/** SPEC §2 Manage Slides: count, Add Slide, and a drag-reorderable list in a 500px scroll area. */
export function SlidesDialog({
  module,
  onOpenChange,
}: {
  module: Module;
  onOpenChange: (open: boolean) => void;
}) {
  const slides = useSlides(module.id);
  const remove = useDeleteSlide(module.id);
  const [editing, setEditing] = useState<{ open: boolean; slide?: Slide }>({ open: false });
  const order = useOptimisticOrder(slides.data ?? [], {
    queryKey: educationAdminKeys.slides(module.id),
    save: (ids) => saveOrder('module_slides', ids),
    onError: (error) =>
      notifyError('Error updating slide', `The new order could not be saved: ${error.message}`),
  });
  const items = order.items;
  const count = items.length;
  const nextSortOrder = items.reduce((max, s) => Math.max(max, s.sort_order + 1), 0);
  const index = editing.slide ? items.findIndex((s) => s.id === editing.slide?.id) : -1;

  const onDelete = async (slide: Slide) => {
    try {
      await remove.mutateAsync(slide.id);
      notify('Slide deleted successfully');
    } catch (error) {
      notifyError('Error deleting slide', errorMessage(error));
    }
  };

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Manage Slides: {module.title}</DialogTitle>
          <DialogDescription>
            Drag a slide by its handle (or press Space on it and use the arrow keys) to reorder.
          </DialogDescription>
        </DialogHeader>
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-medium" aria-live="polite">
            {count} {count === 1 ? 'slide' : 'slides'}
          </p>
          <Button onClick={() => setEditing({ open: true })}>
            <Plus aria-hidden="true" />
            Add Slide
          </Button>
        </div>
        <div className="h-[500px] overflow-y-auto rounded-md border p-2" data-testid="slides-scroll-area">
          {slides.isPending ? (
            <Spinner label="Loading slides" />
          ) : slides.isError ? (
            <p role="alert" className="p-4 text-destructive">
              {errorMessage(slides.error)}
            </p>
          ) : count === 0 ? (
            <p className="p-8 text-center text-muted-foreground">No slides yet. Add the first slide.</p>
          ) : (
            <SortableList
              items={items}
              layout="list"
              className="space-y-2"
              onReorder={(ids) => void order.reorder(ids)}
              noun="slide"
              itemName={(s) => s.title}
            >
              {(slide, handle) => {
                const Icon = TYPE_ICON[slide.slide_type];
                return (
                  <div
                    role="group"
                    aria-label={slide.title}
                    className="flex flex-col gap-2 rounded-md border bg-background p-3 sm:flex-row sm:items-start"
                  >
                    <div className="flex min-w-0 flex-1 items-start gap-2">
                      {handle}
                      <Icon
                        className="mt-1.5 size-4 shrink-0 text-muted-foreground"
                        role="img"
                        aria-label={`${slide.slide_type} slide`}
                      />
                      <div className="min-w-0 flex-1 space-y-1">
                        <div className="flex flex-wrap items-center gap-2">
                          <span className="font-medium break-words">{slide.title}</span>
                          <Badge variant="outline" aria-label={`Order ${slide.sort_order}`}>
                            #{slide.sort_order}
                          </Badge>
                          <Badge variant="secondary" className="capitalize">
                            {slide.slide_type}
                          </Badge>
                        </div>
                        <p className="text-sm break-words text-muted-foreground">
                          {previewText(slide.content)}
                        </p>
                      </div>
                    </div>
                    <div className="flex shrink-0 justify-end gap-2">
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Edit ${slide.title}`}
                        onClick={() => setEditing({ open: true, slide })}
                      >
                        <Pencil aria-hidden="true" />
                        Edit
                      </Button>
                      <ConfirmDelete
                        title="Delete Slide"
                        description={DELETE_TEXT}
                        label={`Delete ${slide.title}`}
                        onConfirm={() => onDelete(slide)}
                      />
                    </div>
                  </div>
                );
              }}
            </SortableList>
          )}
        </div>
        <SlideDialog
          open={editing.open}
          onOpenChange={(open) => setEditing((e) => ({ ...e, open }))}
          moduleId={module.id}
          slide={editing.slide}
          nextSortOrder={nextSortOrder}
          position={index >= 0 ? index + 1 : count + 1}
          total={index >= 0 ? count : count + 1}
        />
      </DialogContent>
    </Dialog>
  );
}

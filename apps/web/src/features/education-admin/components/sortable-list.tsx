import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { linearKeyboardCoordinates } from '../lib/linear-keyboard-coordinates';
import { sortableAnnouncements } from '../lib/sortable-announcements';

/** SPEC §9: drag animation 200 ms. */
const TRANSITION = { duration: 200, easing: 'ease' };

interface SortableListProps<T extends { id: string }> {
  items: T[];
  /** The new order of ids after a drop that moved something. */
  onReorder: (ids: string[]) => void;
  layout: 'grid' | 'list';
  className?: string;
  /** Renders one item; `handle` is its drag handle (a button: pointer drag, or Space + arrow keys). */
  children: (item: T, handle: ReactNode) => ReactNode;
  /** What one item is, in words: "slide", "course" (screen-reader announcements). */
  noun: string;
  /** An item's name: its handle is "Reorder {name}", and announcements say "slide '{name}'". */
  itemName: (item: T) => string;
}

/** A drag-reorderable list (dnd-kit) whose items move only by their handle, with the mouse or the keyboard. */
export function SortableList<T extends { id: string }>(props: SortableListProps<T>) {
  const { items, onReorder, layout, className, children, noun, itemName } = props;
  const ids = items.map((item) => item.id);
  const names = new Map(items.map((item) => [item.id, itemName(item)]));
  // The words are rebuilt only when the items, their order or their names change (a string compares by
  // value): a new object would make dnd-kit subscribe again, and the builder keeps what a drag did so far.
  const listKey = JSON.stringify([...names]);
  const accessibility = useMemo(() => {
    const list = new Map(JSON.parse(listKey) as [string, string][]);
    return sortableAnnouncements([...list.keys()], noun, (id) => list.get(id));
  }, [listKey, noun]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, {
      // A list moves by geometry (↑/↓); a grid in reading order, so row ends are no dead ends.
      coordinateGetter: layout === 'grid' ? linearKeyboardCoordinates(ids) : sortableKeyboardCoordinates,
    }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext
        items={ids}
        strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}
      >
        <ul className={className}>
          {items.map((item) => (
            <SortableItem key={item.id} id={item.id} label={`Reorder ${names.get(item.id)}`}>
              {(handle) => children(item, handle)}
            </SortableItem>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem(props: { id: string; label: string; children: (handle: ReactNode) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: props.id, transition: TRANSITION });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={props.label}
      className="cursor-grab touch-none rounded p-1 text-muted-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing"
    >
      <GripVertical className="size-4" aria-hidden="true" />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      data-sortable-id={props.id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn('list-none', isDragging && 'relative z-10 opacity-80')}
    >
      {props.children(handle)}
    </li>
  );
}

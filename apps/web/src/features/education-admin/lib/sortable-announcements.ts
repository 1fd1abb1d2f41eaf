// What a screen reader hears while an item of a sortable list is dragged (issue 26), in words: the item by
// its kind and name and its position in the list — "Picked up slide 'Custody basics', position 2 of 7",
// "Moved slide 'Custody basics' to position 3 of 7" — never dnd-kit's default "Draggable item <uuid> was
// moved over droppable area <uuid>". Every sortable list (components/sortable-list.tsx) reads it.
import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

export interface SortableWords {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
}

/**
 * The announcements for a list of `ids` (in their order on screen) of one kind (`noun`: "slide",
 * "course"), naming each item with `nameOf`. During a drag the list keeps its order (it changes on the
 * drop), so the item over which another is held gives the position the drop would move it to.
 */
export function sortableAnnouncements(
  ids: readonly string[],
  noun: string,
  nameOf: (id: string) => string | undefined,
): SortableWords {
  const total = ids.length;
  const item = (id: string | number) => {
    const name = nameOf(String(id));
    return name === undefined ? `this ${noun}` : `${noun} '${name}'`;
  };
  const position = (id: string | number) => `position ${ids.indexOf(String(id)) + 1} of ${total}`;
  // dnd-kit reports the picked-up item over itself right after the pick-up: that is no move, and saying
  // "moved" there would tell the listener the item went somewhere it did not. Once it has been over
  // another item, being over itself again is a move back, and is said.
  let moved = false;
  return {
    announcements: {
      onDragStart({ active }) {
        moved = false;
        return `Picked up ${item(active.id)}, ${position(active.id)}.`;
      },
      onDragOver({ active, over }) {
        if (!over) return `${capitalize(item(active.id))} is not over the list.`;
        if (over.id === active.id && !moved) return undefined;
        moved = true;
        return `Moved ${item(active.id)} to ${position(over.id)}.`;
      },
      onDragEnd({ active, over }) {
        if (!over) return `Dropped ${item(active.id)}; it stays at ${position(active.id)}.`;
        return `Dropped ${item(active.id)} at ${position(over.id)}.`;
      },
      onDragCancel({ active }) {
        return `Cancelled moving ${item(active.id)}; it stays at ${position(active.id)}.`;
      },
    },
    screenReaderInstructions: {
      draggable:
        `To pick up a ${noun}, press Space. While dragging, use the arrow keys to move it. ` +
        'Press Space again to drop it in its new position, or Escape to cancel.',
    },
  };
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

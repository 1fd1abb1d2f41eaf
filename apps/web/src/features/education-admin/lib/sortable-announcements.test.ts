import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { sortableAnnouncements } from './sortable-announcements';

// Seven slides; 'Custody basics' is the second.
const IDS = ['a1', 'c74e00cb', 'b3', 'b4', 'b5', 'b6', 'b7'];
const NAMES: Record<string, string> = { c74e00cb: 'Custody basics', b3: 'Keys', b4: 'Seeds' };
const active = (id: string) => ({ id }) as unknown as Active;
const over = (id: string) => ({ id }) as unknown as Over;

const words = () =>
  sortableAnnouncements(IDS, 'slide', (id) => NAMES[id] ?? (id.startsWith('b') ? `Slide ${id}` : undefined));

describe('sortableAnnouncements', () => {
  it('says a pick-up with the kind, the name and the position', () => {
    expect(words().announcements.onDragStart({ active: active('c74e00cb') })).toBe(
      "Picked up slide 'Custody basics', position 2 of 7.",
    );
  });

  it('says a move by the position the drop would give', () => {
    const { announcements } = words();
    announcements.onDragStart({ active: active('c74e00cb') });
    expect(announcements.onDragOver({ active: active('c74e00cb'), over: over('b3') })).toBe(
      "Moved slide 'Custody basics' to position 3 of 7.",
    );
  });

  it('says nothing for the item over itself right after the pick-up, but does say a move back', () => {
    const { announcements } = words();
    announcements.onDragStart({ active: active('c74e00cb') });
    expect(announcements.onDragOver({ active: active('c74e00cb'), over: over('c74e00cb') })).toBeUndefined();
    announcements.onDragOver({ active: active('c74e00cb'), over: over('b3') });
    expect(announcements.onDragOver({ active: active('c74e00cb'), over: over('c74e00cb') })).toBe(
      "Moved slide 'Custody basics' to position 2 of 7.",
    );
    // A new drag starts afresh.
    announcements.onDragStart({ active: active('b4') });
    expect(announcements.onDragOver({ active: active('b4'), over: over('b4') })).toBeUndefined();
  });

  it('says where it was dropped, or that it stays', () => {
    const { announcements } = words();
    expect(announcements.onDragEnd({ active: active('c74e00cb'), over: over('b4') })).toBe(
      "Dropped slide 'Custody basics' at position 4 of 7.",
    );
    expect(announcements.onDragEnd({ active: active('c74e00cb'), over: null })).toBe(
      "Dropped slide 'Custody basics'; it stays at position 2 of 7.",
    );
    expect(announcements.onDragOver({ active: active('c74e00cb'), over: null })).toBe(
      "Slide 'Custody basics' is not over the list.",
    );
  });

  it('says a cancel and where the item stays', () => {
    expect(words().announcements.onDragCancel({ active: active('c74e00cb'), over: over('b3') })).toBe(
      "Cancelled moving slide 'Custody basics'; it stays at position 2 of 7.",
    );
  });

  it('never speaks an id, even for an item it cannot name', () => {
    const { announcements } = words();
    const said = [
      announcements.onDragStart({ active: active('a1') }),
      announcements.onDragOver({ active: active('a1'), over: over('b3') }),
      announcements.onDragEnd({ active: active('a1'), over: over('b3') }),
      announcements.onDragCancel({ active: active('a1'), over: null }),
    ].join(' ');
    expect(said).toContain('Picked up this slide, position 1 of 7.');
    expect(said).not.toMatch(/a1|b3|Draggable|droppable/);
  });

  it('tells how to drag with the keyboard, naming the kind of item', () => {
    expect(sortableAnnouncements(IDS, 'course', () => 'x').screenReaderInstructions.draggable).toBe(
      'To pick up a course, press Space. While dragging, use the arrow keys to move it. ' +
        'Press Space again to drop it in its new position, or Escape to cancel.',
    );
  });
});

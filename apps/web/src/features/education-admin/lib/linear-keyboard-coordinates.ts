import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

const NEXT: string[] = [KeyboardCode.Right, KeyboardCode.Down];
const PREVIOUS: string[] = [KeyboardCode.Left, KeyboardCode.Up];

/**
 * Keyboard moves for a sortable grid that follow the list's order, not the screen's geometry: → and ↓ move
 * the picked-up item one place later, ← and ↑ one place earlier, across row ends too. dnd-kit's own getter
 * looks for a neighbour to the right, so an item at the end of a row could not move on by keyboard at all.
 */
export function linearKeyboardCoordinates(ids: readonly string[]): KeyboardCoordinateGetter {
  return (event, { context: { active, over, droppableRects } }) => {
    const step = NEXT.includes(event.code) ? 1 : PREVIOUS.includes(event.code) ? -1 : 0;
    if (step === 0 || !active) return undefined;
    event.preventDefault();
    const from = ids.indexOf(String(over?.id ?? active.id));
    const target = ids[from + step];
    if (from < 0 || target === undefined) return undefined;
    const rect = droppableRects.get(target);
    return rect ? { x: rect.left, y: rect.top } : undefined;
  };
}

import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

const ARROWS: string[] = [KeyboardCode.Left, KeyboardCode.Right, KeyboardCode.Up, KeyboardCode.Down];

/**
 * Keyboard moves on the board go one column per arrow press: dnd-kit's default 25 px steps took a
 * dozen presses to cross one column. Left/Right (and Up/Down, for a reader of the board as a
 * list of stages) pick the previous/next enabled column; the card lands under its heading.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  if (!ARROWS.includes(event.code)) return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (!collisionRect) return undefined;
  const columns = droppableContainers
    .getEnabled()
    .map((c) => droppableRects.get(c.id))
    .filter((r) => r !== undefined)
    .sort((a, b) => a.left - b.left);
  const middle = collisionRect.left + collisionRect.width / 2;
  const forward = event.code === KeyboardCode.Right || event.code === KeyboardCode.Down;
  const next = forward ? columns.find((r) => r.left > middle) : columns.filter((r) => r.left + r.width < middle).at(-1);
  if (!next) return undefined;
  return { x: next.left + (next.width - collisionRect.width) / 2, y: next.top + 40 };
};

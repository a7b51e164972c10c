import { pointerWithin, rectIntersection, type CollisionDetection, type KeyboardCoordinateGetter } from '@dnd-kit/core';

/** Pointer drags use what is under the pointer; keyboard drags (no pointer) use the card's rectangle. */
export const boardCollision: CollisionDetection = (args) => {
  if (args.pointerCoordinates) {
    const hits = pointerWithin(args);
    if (hits.length) return hits;
  }
  return rectIntersection(args);
};

/**
 * Keyboard drags jump a whole column: ArrowRight/ArrowLeft put the card into the next/previous
 * stage (columns ordered by their position on screen); up and down do nothing.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const { active, over, droppableRects, droppableContainers, collisionRect } = context;
  const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  if (event.code === 'ArrowUp' || event.code === 'ArrowDown') event.preventDefault();
  if (!step || !active || !collisionRect) return undefined;
  const columns = droppableContainers
    .getEnabled()
    .map((c) => ({ id: c.id, rect: droppableRects.get(c.id) }))
    .filter((c): c is { id: typeof c.id; rect: NonNullable<typeof c.rect> } => Boolean(c.rect))
    .sort((a, b) => a.rect.left - b.rect.left);
  const currentId = over?.id ?? (active.data.current as { columnId?: string } | undefined)?.columnId;
  const index = columns.findIndex((c) => c.id === currentId);
  const target = columns[index + step];
  if (index < 0 || !target) return undefined;
  event.preventDefault();
  const top = Math.min(Math.max(currentCoordinates.y, target.rect.top + 44), target.rect.top + Math.max(44, target.rect.height - collisionRect.height));
  return { x: target.rect.left + (target.rect.width - collisionRect.width) / 2, y: top };
};

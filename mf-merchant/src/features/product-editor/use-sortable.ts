// Drag reordering with sortablejs on a list React renders: Sortable moves the DOM node, we put it
// back and report the move, so React stays the only one deciding the order.
import Sortable from 'sortablejs';
import { useEffect, useRef } from 'react';

export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(to, 0, moved);
  return next;
}

export function useSortable<E extends HTMLElement>(onMove: (from: number, to: number) => void, handle?: string) {
  const ref = useRef<E>(null);
  const onMoveRef = useRef(onMove);
  // The latest callback, kept after each render (never during it) for the drag's end.
  useEffect(() => {
    onMoveRef.current = onMove;
  }, [onMove]);
  useEffect(() => {
    const list = ref.current;
    if (!list) return undefined;
    const sortable = Sortable.create(list, {
      animation: 150,
      ...(handle ? { handle } : {}),
      onEnd: (event) => {
        const { item, oldIndex, newIndex } = event;
        if (oldIndex === undefined || newIndex === undefined || oldIndex === newIndex) return;
        // Undo Sortable's DOM move; React re-renders the new order from state.
        item.remove();
        list.insertBefore(item, list.children[oldIndex] ?? null);
        onMoveRef.current(oldIndex, newIndex);
      },
    });
    return () => sortable.destroy();
  }, [handle]);
  return ref;
}

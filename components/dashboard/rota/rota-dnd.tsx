'use client';

import { createContext, useContext, useEffect, useRef, useState, type RefObject } from 'react';

type Adapter = typeof import('@atlaskit/pragmatic-drag-and-drop/element/adapter');

/** The drag-and-drop adapter once loaded (null before, and for people who cannot move shifts). */
export const DndContext = createContext<Adapter | null>(null);

/** Loads pragmatic-drag-and-drop in an effect: only the planner, and only for the office, downloads it. */
export function useDndAdapter(enabled: boolean) {
  const [adapter, setAdapter] = useState<Adapter | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void import('@atlaskit/pragmatic-drag-and-drop/element/adapter').then((m) => live && setAdapter(m));
    return () => {
      live = false;
    };
  }, [enabled]);
  return adapter;
}

/** Makes a shift block draggable; true while it is being dragged. */
export function useDraggableShift(ref: RefObject<HTMLElement | null>, shiftId: string) {
  const dnd = useContext(DndContext);
  const [dragging, setDragging] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!dnd || !element) return;
    return dnd.draggable({
      element,
      getInitialData: () => ({ shiftId }),
      onDragStart: () => setDragging(true),
      onDrop: () => setDragging(false),
    });
  }, [dnd, ref, shiftId]);
  return dragging;
}

/** Makes a planner cell (a cleaner's day) a drop target; true while a shift is over it. */
export function useDropCell(ref: RefObject<HTMLElement | null>, cleanerId: string, date: string) {
  const dnd = useContext(DndContext);
  const [over, setOver] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!dnd || !element) return;
    return dnd.dropTargetForElements({
      element,
      getData: () => ({ cleanerId, date }),
      canDrop: ({ source }) => typeof source.data.shiftId === 'string',
      onDragEnter: () => setOver(true),
      onDragLeave: () => setOver(false),
      onDrop: () => setOver(false),
    });
  }, [dnd, ref, cleanerId, date]);
  return over;
}

/** Calls `onMove(shiftId, cleanerId, date)` when a shift is dropped on a cell (one listener for the whole planner). */
export function useDropMonitor(
  dnd: Adapter | null,
  onMove: (shiftId: string, cleanerId: string, date: string) => void,
) {
  const latest = useRef(onMove);
  useEffect(() => {
    latest.current = onMove;
  });
  useEffect(() => {
    if (!dnd) return;
    return dnd.monitorForElements({
      onDrop: ({ source, location }) => {
        const target = location.current.dropTargets[0]?.data;
        const shiftId = source.data.shiftId;
        if (
          !target ||
          typeof shiftId !== 'string' ||
          typeof target.cleanerId !== 'string' ||
          typeof target.date !== 'string'
        )
          return;
        latest.current(shiftId, target.cleanerId, target.date);
      },
    });
  }, [dnd]);
}

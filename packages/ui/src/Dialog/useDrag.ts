import { useCallback, useRef, useState, type PointerEvent } from 'react';

export interface DragOffset {
  x: number;
  y: number;
}

interface Box {
  left: number;
  top: number;
  right: number;
}

/** Limits a drag so at least `keepVisible` px of the box stay inside the viewport. */
export function clampDrag(
  delta: DragOffset,
  box: Box,
  viewport: { width: number; height: number },
  keepVisible: number,
): DragOffset {
  const x = Math.min(Math.max(delta.x, keepVisible - box.right), viewport.width - keepVisible - box.left);
  const y = Math.min(Math.max(delta.y, -box.top), viewport.height - keepVisible - box.top);
  return { x, y };
}

/**
 * Pointer-drag for a dialog by its header. Dragging is an optional convenience
 * (WCAG 2.5.7): nothing in a dialog needs it, so there is no keyboard equivalent to provide.
 * The offset is clamped so at least `keepVisible` pixels of the dialog stay on screen.
 */
export function useDrag(keepVisible = 48) {
  const [offset, setOffset] = useState<DragOffset>({ x: 0, y: 0 });
  const start = useRef<{ pointerX: number; pointerY: number; x: number; y: number; rect: DOMRect } | null>(
    null,
  );

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0 || (event.target as HTMLElement).closest('button, a, input, select, textarea'))
        return;
      const dialog = event.currentTarget.closest('[role="dialog"], [role="alertdialog"]');
      if (!dialog) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      start.current = {
        pointerX: event.clientX,
        pointerY: event.clientY,
        x: offset.x,
        y: offset.y,
        rect: dialog.getBoundingClientRect(),
      };
    },
    [offset],
  );

  const onPointerMove = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const origin = start.current;
      if (!origin) return;
      const delta = clampDrag(
        { x: event.clientX - origin.pointerX, y: event.clientY - origin.pointerY },
        origin.rect,
        { width: window.innerWidth, height: window.innerHeight },
        keepVisible,
      );
      setOffset({ x: origin.x + delta.x, y: origin.y + delta.y });
    },
    [keepVisible],
  );

  const onPointerUp = useCallback((event: PointerEvent<HTMLElement>) => {
    start.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  }, []);

  const reset = useCallback(() => setOffset({ x: 0, y: 0 }), []);

  return {
    offset,
    reset,
    handleProps: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
  };
}

import { useEffect, type RefObject } from 'react';

/**
 * While `open`: Escape, or a press outside `anchor`, calls `setOpen(false)` (the header's popovers: the company switcher,
 * the bell). `setOpen`: a state setter (stable).
 */
export function useDismiss(open: boolean, anchor: RefObject<HTMLElement | null>, setOpen: (open: boolean) => void): void {
  useEffect(() => {
    if (!open) return undefined;
    const onEvent = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !anchor.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onEvent);
    document.addEventListener('keydown', onEvent);
    return () => {
      document.removeEventListener('mousedown', onEvent);
      document.removeEventListener('keydown', onEvent);
    };
  }, [open, anchor, setOpen]);
}

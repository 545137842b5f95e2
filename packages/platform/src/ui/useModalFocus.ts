import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, object, [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('inert'));
}

/**
 * The focus of a modal panel (Dialog, Drawer) while `open`: it starts on the element marked
 * `data-autofocus`, else on the first focusable one, else on the panel; Tab and Shift+Tab stay inside;
 * Escape calls `onEscape` (none: Escape does nothing); on closing, focus goes back where it was.
 * Returns the panel's keydown handler.
 */
export function useModalFocus(open: boolean, panel: RefObject<HTMLElement | null>, onEscape: (() => void) | null) {
  const onEscapeRef = useRef(onEscape);
  onEscapeRef.current = onEscape;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = panel.current;
    if (root) (root.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(root)[0] ?? root).focus();
    return () => {
      if (previous && document.contains(previous)) previous.focus();
    };
  }, [open, panel]);

  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && onEscapeRef.current) {
      event.stopPropagation();
      onEscapeRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = focusables(panel.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
}

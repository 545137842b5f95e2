import { useEffect } from 'react';

/** How long after arriving the anchor is kept in place while content above it (reviews, forms) finishes loading. */
const SETTLE_MS = 2500;
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

function hashId(): string {
  try {
    return decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return '';
  }
}

/**
 * Scrolls to the element named by the URL's hash once the page has rendered (and again when the
 * hash changes), for anchors such as /appointments#request-an-appointment. Content above the anchor
 * that loads later changes its position, so it is kept aligned until the page settles or the
 * visitor scrolls. `ids` limits it to the page's own anchors.
 */
export function useScrollToHash(ids: readonly string[]): void {
  const key = ids.join(' ');
  useEffect(() => {
    let stopKeeping: (() => void) | undefined;
    const scroll = () => {
      stopKeeping?.();
      const id = hashId();
      if (!id || !ids.includes(id)) return;
      const align = () => document.getElementById(id)?.scrollIntoView({ block: 'start' });
      const frame = requestAnimationFrame(align);
      const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(align) : undefined;
      observer?.observe(document.body);
      const stop = () => {
        cancelAnimationFrame(frame);
        observer?.disconnect();
        clearTimeout(timer);
        for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
        stopKeeping = undefined;
      };
      const timer = setTimeout(stop, SETTLE_MS);
      for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
      stopKeeping = stop;
    };
    scroll();
    window.addEventListener('hashchange', scroll);
    window.addEventListener('single-spa:routing-event', scroll);
    return () => {
      stopKeeping?.();
      window.removeEventListener('hashchange', scroll);
      window.removeEventListener('single-spa:routing-event', scroll);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

/** Scrolls smoothly to a section of the page (buttons that jump to it) and moves focus there. */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  if (window.location.hash !== `#${id}`) window.history.replaceState(window.history.state, '', `#${id}`);
}

import { useEffect, useState, type RefObject } from 'react';

/** Runs `work` once the page has finished loading and the browser is idle; returns a cancel. */
function afterLoadWhenIdle(work: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(work, { timeout: 2000 });
    else timer = setTimeout(work, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** The user-timing mark set when a deferred part starts loading (`npm run bench` reads it). */
export const DEFERRED_LOAD_MARK = 'clinic:deferred-load';

function markDeferredLoad(): void {
  performance.mark?.(DEFERRED_LOAD_MARK);
}

/**
 * True once the page has finished loading, the browser is idle and the element is within `margin`
 * of the viewport. For parts below the fold whose code is a chunk of its own (the map's Leaflet, the
 * home page's reviews): the first screen's downloads never wait for them, and they are ready by the
 * time the visitor scrolls to them.
 */
export function useNearViewportWhenIdle(ref: RefObject<Element | null>, margin = '300px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let observer: IntersectionObserver | undefined;
    const cancel = afterLoadWhenIdle(() => {
      if (typeof IntersectionObserver !== 'function') {
        markDeferredLoad();
        return setNear(true);
      }
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          markDeferredLoad();
          setNear(true);
        },
        { rootMargin: margin },
      );
      observer.observe(element);
    });
    return () => {
      cancel();
      observer?.disconnect();
    };
  }, [ref, margin]);
  return near;
}

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

/**
 * True once the page has finished loading, the browser is idle and the element is either in view or,
 * after the visitor has scrolled, within `margin` of the viewport. For parts below the fold whose
 * code is a chunk of its own (the map's Leaflet, the reviews carousel): nothing is fetched for
 * them until the visitor heads their way, and they are ready by the time the visitor gets there.
 */
export function useNearViewportWhenIdle(ref: RefObject<Element | null>, margin = '300px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let observer: IntersectionObserver | undefined;
    let scrolled = false;
    const onScroll = () => {
      scrolled = true;
      // Entries only come on changes: look again now that "near" counts.
      if (observer) {
        observer.unobserve(element);
        observer.observe(element);
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true, once: true });
    const cancel = afterLoadWhenIdle(() => {
      if (typeof IntersectionObserver !== 'function') return setNear(true);
      observer = new IntersectionObserver(
        (entries) => {
          const wanted = entries.some((entry) => entry.isIntersecting && (scrolled || entry.boundingClientRect.top < window.innerHeight));
          if (!wanted) return;
          observer?.disconnect();
          window.removeEventListener('scroll', onScroll);
          setNear(true);
        },
        { rootMargin: margin },
      );
      observer.observe(element);
    });
    return () => {
      cancel();
      observer?.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [ref, margin]);
  return near;
}

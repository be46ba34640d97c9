import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `margin` of the screen (and from then on): what it shows
 * is then asked for, not by every visitor of a long page. Where IntersectionObserver is missing,
 * true at once.
 */
export function useNearViewport(element: RefObject<Element | null>, margin = '600px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return near;
}

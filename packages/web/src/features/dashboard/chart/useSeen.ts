import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come near the viewport (and stays true): a dashboard chart asks for its
 * data only then, so a long dashboard queries what is on screen first. Without IntersectionObserver
 * (tests' DOM) everything counts as seen.
 */
export function useSeen(ref: RefObject<HTMLElement | null>, margin = '200px'): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (seen) return undefined;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen, margin]);
  return seen;
}

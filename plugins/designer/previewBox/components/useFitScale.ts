// How much a fixed-size device (the 1200 px browser page, the 375 × 667 phone) must shrink to fit
// the box it is drawn in: never enlarged, re-measured when the window or the menu changes size.
import { useEffect, useRef, useState } from 'react';

export function useFitScale<T extends HTMLElement>(width: number, height: number | null): { ref: React.RefObject<T | null>; scale: number } {
  const ref = useRef<T | null>(null);
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const measure = () => {
      const byWidth = el.clientWidth > 0 ? el.clientWidth / width : 1;
      const byHeight = height && el.clientHeight > 0 ? el.clientHeight / height : 1;
      setScale(Math.min(1, byWidth, byHeight));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [width, height]);
  return { ref, scale };
}

import { useEffect, useState, type RefObject } from 'react';

/** An element's rendered size, kept current as the layout changes. */
export function useElementSize(ref: RefObject<HTMLElement | null>, fallback: { width: number; height: number }) {
  const [size, setSize] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      if (width > 0 && height > 0) setSize({ width: Math.round(width), height: Math.round(height) });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

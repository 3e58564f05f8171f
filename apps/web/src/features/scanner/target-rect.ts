import { useLayoutEffect, useState } from 'react';

export type Box = { left: number; top: number; width: number; height: number };

const unionOf = (elements: readonly HTMLElement[]): Box | null => {
  const rects = elements.map((element) => element.getBoundingClientRect());
  if (rects.length === 0) return null;
  const left = Math.min(...rects.map((r) => r.left));
  const top = Math.min(...rects.map((r) => r.top));
  return { left, top, width: Math.max(...rects.map((r) => r.right)) - left, height: Math.max(...rects.map((r) => r.bottom)) - top };
};

/** Where the elements are on screen together (from the next frame on), kept up to date as the page scrolls or resizes. */
export function useTargetRect(elements: readonly HTMLElement[] | null): Box | null {
  const [measured, setMeasured] = useState<{ of: readonly HTMLElement[]; box: Box | null } | null>(null);
  useLayoutEffect(() => {
    if (!elements || elements.length === 0) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      setMeasured({ of: elements, box: unionOf(elements) });
    };
    const soon = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    soon();
    window.addEventListener('scroll', soon, true);
    window.addEventListener('resize', soon);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', soon, true);
      window.removeEventListener('resize', soon);
    };
  }, [elements]);
  return measured && measured.of === elements ? measured.box : null;
}

/** Position styles for a fixed overlay, kept inside the window; inline, so the right-to-left style plugin never swaps left for right. */
export function fixedAt(box: Box, margin: number) {
  const left = Math.max(0, box.left - margin);
  const top = Math.max(0, box.top - margin);
  const right = Math.min(window.innerWidth, box.left + box.width + margin);
  const bottom = Math.min(window.innerHeight, box.top + box.height + margin);
  return { position: 'fixed' as const, left, top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
}

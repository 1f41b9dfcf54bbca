import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';

/**
 * Renders a lazily loaded block once it comes within `margin` of the viewport: blocks below the fold
 * (winners, promo links) cost the first load nothing. Without IntersectionObserver it loads at once.
 */
export function WhenVisible({
  load,
  minHeight,
  margin = '300px',
}: {
  load: () => Promise<{ default: ComponentType }>;
  minHeight: number;
  margin?: string;
}) {
  const Block = useMemo(() => lazy(load), [load]);
  const holder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const el = holder.current;
    if (near || !el) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);

  return (
    <div ref={holder} style={near ? undefined : { minHeight }}>
      {near ? (
        <Suspense fallback={<div style={{ minHeight }} />}>
          <Block />
        </Suspense>
      ) : null}
    </div>
  );
}

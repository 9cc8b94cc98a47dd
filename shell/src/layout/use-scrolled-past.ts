import { useEffect, useState } from 'react';

/**
 * True while the page is scrolled more than `offset` pixels (§header.compact-on-scroll: header compacts past
 * 100 px).
 */
export function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > offset);
  useEffect(() => {
    const update = () => setPast(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  return past;
}

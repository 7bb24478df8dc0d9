import { useEffect, useState } from 'react';

/** SPEC §9: the nav changes style once the page has scrolled past 20 px. */
export const NAV_SCROLL_THRESHOLD_PX = 20;

export function useScrolled(threshold = NAV_SCROLL_THRESHOLD_PX): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

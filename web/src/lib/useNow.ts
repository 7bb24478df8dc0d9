import { useEffect, useState } from 'react';

/** The current time (ms), moved on every `everyMs` (labels that age while a page stays open: due-by, 'Rejoindre'). */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

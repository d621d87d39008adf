import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs` while the component is mounted (a page left open stays current). */
export function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

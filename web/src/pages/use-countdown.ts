import { useEffect, useState } from 'react';

/** Counts down from `from` by one every `intervalMs` while above 0, then stays at 0. */
export function useCountdown(from: number, intervalMs = 1000): number {
  const [remaining, setRemaining] = useState(from);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((value) => Math.max(0, value - 1)), intervalMs);
    return () => clearTimeout(timer);
  }, [remaining, intervalMs]);
  return remaining;
}

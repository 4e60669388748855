// §5 click guard: a button is disabled for 3000 ms after a click (or a given duration).
import { useEffect, useRef, useState } from 'react';
import { CLICK_GUARD_MS } from '../../../shared/domain';

export function useClickGuard(durationMs: number = CLICK_GUARD_MS): { blocked: boolean; trigger(): boolean } {
  const [blocked, setBlocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  return {
    blocked,
    trigger() {
      if (blocked) return false;
      setBlocked(true);
      timer.current = setTimeout(() => setBlocked(false), durationMs);
      return true;
    },
  };
}

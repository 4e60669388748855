// A page reached by a link or the menu opens at its top; back and forward return to where the
// user was. BrowserRouter has no ScrollRestoration (that needs a data router), so the shell keeps
// each history entry's position itself, by the entry's key, for this tab's session.
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'console.scroll';
/** How long a restore waits for a lazily loaded page (and its data) to grow tall enough. */
const RESTORE_WAIT_MS = 5000;
/** Input that means the user has taken over: a pending restore gives way. */
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function savePosition(key: string, y: number): void {
  const positions = readPositions();
  positions[key] = y;
  // Only the latest entries matter: keep the storage small.
  const keys = Object.keys(positions);
  for (const old of keys.slice(0, Math.max(0, keys.length - 50))) delete positions[old];
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or refused: scrolling still resets, only the restore is lost.
  }
}

/** Scrolls to y once the document is tall enough for it; gives up after RESTORE_WAIT_MS or on user input. */
function restoreTo(y: number): () => void {
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of USER_INPUT) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= y;
    if (reachable || performance.now() - started > RESTORE_WAIT_MS) {
      window.scrollTo(0, y);
      stop();
      return;
    }
    frame = requestAnimationFrame(attempt);
  };
  for (const type of USER_INPUT) window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}

export function useScrollMemory(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    const key = location.key;
    const saved = navigationType === 'POP' ? readPositions()[key] : undefined;
    const stop = saved !== undefined ? restoreTo(saved) : undefined;
    if (saved === undefined) window.scrollTo(0, 0);
    // The position is tracked as the user scrolls: by the time this entry is left, the next page
    // may already be in the document and the browser may have clamped window.scrollY.
    let last = saved ?? 0;
    const track = () => {
      last = window.scrollY;
    };
    const remember = () => savePosition(key, last);
    window.addEventListener('scroll', track, { passive: true });
    window.addEventListener('pagehide', remember);
    return () => {
      stop?.();
      remember();
      window.removeEventListener('scroll', track);
      window.removeEventListener('pagehide', remember);
    };
  }, [location.key, navigationType]);
}

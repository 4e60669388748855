// Ctrl+K (⌘K on a Mac) opens the command palette from anywhere in the console, even while typing
// in a field — the browser's own Ctrl+K (search bar) is taken over only inside the console.
import { useEffect } from 'react';

export function usePaletteHotkey(open: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      event.preventDefault();
      open();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);
}

/** What the header shows for the shortcut on this machine. */
export function paletteShortcut(platform: string): string {
  return /mac|iphone|ipad/i.test(platform) ? '⌘K' : 'Ctrl K';
}

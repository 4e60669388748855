// The browser's own question before a reload or closing the tab while the draft is unsaved (moving
// within the console keeps the draft: the store outlives the page).
import { useEffect } from 'react';

export function useLeaveWarning(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}

import { useEffect } from 'react';

/**
 * While `unsaved` is true, leaving the page (a link, reload, closing the tab) asks the browser's own
 * "Leave site? Changes you made may not be saved." first, so a half-filled form is not lost unseen.
 */
export function useLeaveWarning(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium and Safari show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}

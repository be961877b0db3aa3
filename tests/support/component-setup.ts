import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { dismissToast } from '../../src/lib/toast';

// happy-dom lacks <select>'s `size` (the attribute, 0 when absent), which react-hook-form reads to tell
// whether a select was changed before the form was ready: without it, it ignores the select's saved value.
if (!('size' in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute('size') ?? 0);
    },
  });
}

// What a test waits for (findBy…, waitFor) comes after a few renders; on a machine busy with other work
// that can take more than Testing Library's default second.
configure({ asyncUtilTimeout: 5_000 });

// Testing Library unmounts by itself only where Vitest's globals are on; each test starts from an empty page
// with nothing kept from the last (a sent form's confirmation is kept in the history entry, for Back).
afterEach(() => {
  cleanup();
  history.replaceState(null, '');
  sessionStorage.clear();
  localStorage.clear();
  dismissToast();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

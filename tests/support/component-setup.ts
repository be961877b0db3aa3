import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { dismissToast } from '../../src/stores/toast';

// Testing Library unmounts by itself only where Vitest's globals are on; each test starts from an empty page.
afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { expect, vi } from 'vitest';
import Toaster from '../../src/components/islands/Toaster';
import { AdminSessionContext } from '../../src/admin/session';
import { SAVED_NOTES } from '../../src/texts/site-updates';
import { dismissToast } from '../../src/lib/toast';

/**
 * Renders a component beside the page's Toaster, with a user who clicks and types (without a pause between
 * keys: nothing here waits on time), and who may choose any file: an input's `accept` only filters the
 * browser's file dialog, which offers "All files" too.
 */
export function renderWithToaster(ui: ReactNode) {
  const user = userEvent.setup({ applyAccept: false, delay: null });
  render(
    <>
      {ui}
      <Toaster />
    </>,
  );
  return { user };
}

/**
 * Renders a dashboard component as AdminApp does (the session's context, with site updates off as in
 * `preview`) beside the page's Toaster. `sessionEnded` records the 401s that send the admin to sign in.
 */
export function renderAdmin(ui: ReactNode) {
  const session = { sessionEnded: vi.fn(), contentChanged: vi.fn(), savedNote: SAVED_NOTES.updatesOff };
  return { ...renderWithToaster(<AdminSessionContext.Provider value={session}>{ui}</AdminSessionContext.Provider>), session };
}

/**
 * The one toast on screen, '[variant] title + description'; then dismisses it (as its timer would: a click
 * on its Close would move focus, which the tests check), so the next toast read is a new one.
 */
export async function toastText(): Promise<string> {
  const toast = await screen.findByTestId('toast');
  expect(screen.getAllByTestId('toast')).toHaveLength(1);
  const text = `[${toast.getAttribute('data-variant')}] ${toast.textContent}`;
  act(() => dismissToast());
  expect(screen.queryByTestId('toast')).toBeNull();
  return text;
}

/**
 * The files the page saves from now on (`saveBlob`'s temporary link), by name; the browser's download itself
 * does not happen. Restored after each test (component-setup.ts).
 */
export function captureDownloads(): Array<{ fileName: string; blob: Blob }> {
  const saved: Array<{ fileName: string; blob: Blob }> = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test-${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ fileName: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}

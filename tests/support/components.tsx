import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { expect, vi } from 'vitest';
import Toaster from '../../src/components/islands/Toaster';
import { AdminSessionContext } from '../../src/admin/session';
import { SAVED_NOTES } from '../../src/texts/site-updates';

/**
 * Renders a dashboard component as AdminApp does (the session's context, with site updates off as in
 * `preview`) beside the page's Toaster. `sessionEnded` records the 401s that send the admin to sign in.
 */
export function renderAdmin(ui: ReactNode) {
  const session = { sessionEnded: vi.fn(), contentChanged: vi.fn(), savedNote: SAVED_NOTES.updatesOff };
  const user = userEvent.setup();
  render(
    <AdminSessionContext.Provider value={session}>
      {ui}
      <Toaster />
    </AdminSessionContext.Provider>,
  );
  return { user, session };
}

/** The one toast on screen as the browser tests read it, '[variant] title + description'; then closes it. */
export async function toastText(user: ReturnType<typeof userEvent.setup>): Promise<string> {
  const toast = await screen.findByTestId('toast');
  expect(screen.getAllByTestId('toast')).toHaveLength(1);
  const text = `[${toast.getAttribute('data-variant')}] ${toast.textContent}`;
  await user.click(within(toast).getByRole('button', { name: 'Close' }));
  expect(screen.queryByTestId('toast')).toBeNull();
  return text;
}

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
import Toaster from '../Toaster';

const region = () => screen.getByRole('region', { name: /Notifications/ });
const focusedInRegion = () => region().contains(document.activeElement);

/** Radix's timers on a clock the test moves; `advancing` also lets it run with real time (user-event waits on timers). */
const fakeClock = ({ advancing = false } = {}) =>
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: advancing });

describe('Toaster', () => {
  beforeEach(() => {
    fakeClock();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const setup = () => render(<Toaster />);

  it('shows one notification at a time: a new one replaces the one on screen', () => {
    setup();
    act(() => void toast({ title: 'Invalid File Type', description: 'Please upload a PDF, DOC, or DOCX file.', variant: 'destructive' }));
    expect(within(region()).getAllByRole('listitem')).toHaveLength(1);
    expect(region().textContent).toContain('Please upload a PDF, DOC, or DOCX file.');
    act(() => void toast({ title: 'File Too Large', variant: 'destructive' }));
    expect(within(region()).getAllByRole('listitem')).toHaveLength(1);
    expect(region().textContent).toContain('File Too Large');
    expect(region().textContent).not.toContain('Invalid File Type');
  });

  it('goes by itself after 5000 ms', () => {
    setup();
    act(() => void toast({ title: 'Saved' }));
    act(() => void vi.advanceTimersByTime(4900));
    expect(region().textContent).toContain('Saved');
    act(() => void vi.advanceTimersByTime(200));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('a notification closed with its X leaves the next one its 5000 ms, not on screen for good', async () => {
    // Real time only adds to what the test moves the clock by, and this test asserts only what has gone.
    fakeClock({ advancing: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: null });
    setup();
    act(() => void toast({ title: 'Invalid File Type', variant: 'destructive' }));
    await user.click(within(region()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Invalid File Type')).toBeNull();
    // Focus stays in the notification area, where Radix puts it, rather than falling to the page.
    expect(focusedInRegion()).toBe(true);
    act(() => void toast({ title: 'File Too Large', variant: 'destructive' }));
    expect(region().textContent).toContain('File Too Large');
    act(() => void vi.advanceTimersByTime(5100));
    expect(screen.queryByText('File Too Large')).toBeNull();
  });

  it('F8 focuses the notification area, before and after the first notification', () => {
    setup();
    // Radix reads the key's code (a physical F8), which user-event does not give the F keys.
    const pressF8 = () => fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    pressF8();
    expect(focusedInRegion()).toBe(true);
    act(() => void toast({ title: 'Saved' }));
    (document.activeElement as HTMLElement).blur();
    expect(focusedInRegion()).toBe(false);
    pressF8();
    expect(focusedInRegion()).toBe(true);
  });
});

import { Dialog, Switch } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import {
  ACCEPT_ALL,
  CONSENT_EVENT,
  ESSENTIAL_ONLY,
  readConsent,
  saveConsent,
  type CookiePreferences,
} from '../../lib/cookie-consent';

type Optional = Exclude<keyof CookiePreferences, 'essential'>;

const CATEGORIES: { key: keyof CookiePreferences; label: string; description: string }[] = [
  { key: 'essential', label: 'Essential', description: 'Needed for the site to work, such as remembering this choice. Always on.' },
  { key: 'analytics', label: 'Analytics', description: 'Help us understand how visitors use the site so we can improve it.' },
  { key: 'marketing', label: 'Marketing', description: 'Used to show you relevant adverts on other websites.' },
  { key: 'functional', label: 'Functional', description: 'Remember settings such as embedded content and preferences.' },
];

const btn =
  'inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 text-sm font-semibold ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700';
const primary = `${btn} bg-indigo-700 text-white hover:bg-indigo-800`;
const secondary = `${btn} border border-slate-300 bg-white text-slate-900 hover:bg-slate-100`;

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * First-visit cookie preferences dialog (spec section 4). Renders nothing on the server or when a
 * choice is stored. Saving dispatches `cookie-consent-changed` on window; nothing else is loaded here.
 */
export default function CookieConsent() {
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<'summary' | 'customize'>('summary');
  const [toggles, setToggles] = useState<Record<Optional, boolean>>({ analytics: false, marketing: false, functional: false });
  const contentRef = useRef<HTMLDivElement>(null);
  const firstSwitchRef = useRef<HTMLButtonElement>(null);
  const customizeRef = useRef<HTMLButtonElement>(null);
  const viewChanged = useRef(false);

  useEffect(() => {
    if (!readConsent(safeLocalStorage())) setOpen(true);
  }, []);

  // Keep focus inside the dialog when one view replaces the other.
  useEffect(() => {
    if (!viewChanged.current) return;
    (view === 'customize' ? firstSwitchRef : customizeRef).current?.focus();
  }, [view]);

  function changeView(next: typeof view) {
    viewChanged.current = true;
    setView(next);
  }

  function save(preferences: CookiePreferences) {
    const record = saveConsent(safeLocalStorage(), preferences, new Date());
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: record.preferences }));
    setOpen(false);
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          ref={contentRef}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            contentRef.current?.focus();
          }}
          // A choice is needed: clicking the backdrop does not dismiss (Escape and the close button do).
          onPointerDownOutside={(event) => event.preventDefault()}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 text-slate-900 shadow-2xl outline-none"
        >
          <Dialog.Title className="pr-10 text-xl font-bold">Cookie Preferences</Dialog.Title>
          {view === 'summary' ? (
            <>
              <Dialog.Description className="mt-3 text-sm text-slate-700">
                We use essential cookies to make this site work. With your permission we would also like to use optional
                analytics, marketing and functional cookies. You can change your choice at any time from Cookie Settings in
                the footer. Read our{' '}
                <a
                  href="/privacy-notice"
                  className="font-medium text-indigo-700 underline hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
                >
                  Privacy Notice
                </a>
                .
              </Dialog.Description>
              <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                <button type="button" className={primary} onClick={() => save(ACCEPT_ALL)}>
                  Accept All
                </button>
                <button type="button" className={secondary} onClick={() => save(ESSENTIAL_ONLY)}>
                  Accept Essential Only
                </button>
                <button type="button" ref={customizeRef} className={secondary} onClick={() => changeView('customize')}>
                  Customize
                </button>
              </div>
            </>
          ) : (
            <>
              <Dialog.Description className="mt-3 text-sm text-slate-700">
                Choose which optional cookies you allow. Essential cookies are always on.
              </Dialog.Description>
              <ul className="mt-4 divide-y divide-slate-200">
                {CATEGORIES.map(({ key, label, description }, i) => {
                  const essential = key === 'essential';
                  const id = `cookie-${key}`;
                  return (
                    <li key={key} className="flex items-start justify-between gap-4 py-3">
                      <div>
                        <label htmlFor={id} className="text-sm font-semibold">
                          {label}
                        </label>
                        <p id={`${id}-desc`} className="text-sm text-slate-600">
                          {description}
                        </p>
                      </div>
                      <Switch.Root
                        id={id}
                        ref={i === 1 ? firstSwitchRef : undefined}
                        aria-describedby={`${id}-desc`}
                        checked={essential ? true : toggles[key as Optional]}
                        disabled={essential}
                        onCheckedChange={(checked) => setToggles((t) => ({ ...t, [key]: checked }))}
                        className="relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-500 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 disabled:cursor-not-allowed disabled:opacity-70 data-[state=checked]:bg-indigo-700"
                      >
                        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
                      </Switch.Root>
                    </li>
                  );
                })}
              </ul>
              <div className="mt-6 flex flex-col gap-3 sm:flex-row">
                <button type="button" className={primary} onClick={() => save({ essential: true, ...toggles })}>
                  Save Preferences
                </button>
                <button type="button" className={secondary} onClick={() => changeView('summary')}>
                  Back
                </button>
              </div>
            </>
          )}
          <Dialog.Close
            aria-label="Close"
            className="absolute right-3 top-3 inline-flex size-11 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-700"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M18 6 6 18M6 6l12 12" />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

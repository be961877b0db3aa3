import { browserStorage } from './browser-storage';
import { ACCEPT_ALL, CONSENT_EVENT, ESSENTIAL_ONLY, saveConsent, type CookiePreferences } from './cookie-consent';
import { customizeViewHtml } from './cookie-dialog-view';

/**
 * Behaviour of the server-rendered cookie dialog (src/components/CookieConsent.astro), loaded only when
 * no valid choice is stored. The dialog's choices are `<form method="dialog">` buttons whose value names
 * the choice, so they close the dialog natively even before this runs. The choice is saved as its button
 * submits (or, for a choice made before this arrived, from the dialog's returnValue). Closing any other
 * way (Escape, the close icon) saves nothing.
 */

const isOn = (dialog: HTMLDialogElement, key: string) =>
  dialog.querySelector(`[role="switch"][data-category="${key}"]`)?.getAttribute('aria-checked') === 'true';

const CHOICES: Record<string, (dialog: HTMLDialogElement) => CookiePreferences> = {
  all: () => ACCEPT_ALL,
  essential: () => ESSENTIAL_ONLY,
  custom: (dialog) => ({
    essential: true,
    analytics: isOn(dialog, 'analytics'),
    marketing: isOn(dialog, 'marketing'),
    functional: isOn(dialog, 'functional'),
  }),
};

function save(dialog: HTMLDialogElement, choice: string) {
  const choose = CHOICES[choice];
  if (!choose) return;
  const record = saveConsent(browserStorage(), choose(dialog), new Date());
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: record.preferences }));
}

/** Show one of the dialog's two views ('summary' or 'customize') and move focus into it. */
function showView(dialog: HTMLDialogElement, name: string) {
  for (const view of dialog.querySelectorAll<HTMLElement>('[data-view]')) {
    const shown = view.dataset.view === name;
    view.hidden = !shown;
    if (shown) dialog.setAttribute('aria-describedby', view.querySelector('p[id]')!.id);
  }
  dialog.querySelector<HTMLElement>(name === 'customize' ? '[role="switch"]:not(:disabled)' : '[data-show="customize"]')?.focus();
}

/**
 * Tab and Shift+Tab wrap around inside the dialog. A modal <dialog> makes the page behind inert but lets
 * focus leave for the browser's own controls; the APG modal pattern (and the React dialog this replaced)
 * keeps it in.
 */
function keepFocusInside(dialog: HTMLDialogElement, event: KeyboardEvent) {
  if (event.key !== 'Tab') return;
  const focusable = [...dialog.querySelectorAll<HTMLElement>('a[href], button:not(:disabled)')].filter((el) => el.checkVisibility());
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

export function startCookieDialog(dialog: HTMLDialogElement): void {
  // A choice made before this script arrived still counts.
  if (!dialog.open) return save(dialog, dialog.returnValue);
  // The Customize view, which only this script can reach (cookie-dialog-view.ts).
  const summary = dialog.querySelector<HTMLElement>('[data-view="summary"]')!;
  const classOf = (choice: string) => summary.querySelector(`button[value="${choice}"]`)?.className ?? '';
  summary.insertAdjacentHTML('afterend', customizeViewHtml({ primary: classOf('all'), secondary: classOf('essential') }));

  dialog.addEventListener('click', (event) => {
    const target = (event.target as Element).closest('button');
    if (!target) return;
    if (target.getAttribute('role') === 'switch' && !target.disabled) {
      target.setAttribute('aria-checked', String(target.getAttribute('aria-checked') !== 'true'));
    } else if (target.dataset.show) {
      showView(dialog, target.dataset.show);
    }
  });

  // From now on modal: the page behind is inert, Tab stays inside, Escape closes. The HTML opens it
  // non-modal (that needs no script); showModal() refuses a dialog that is already open.
  dialog.close();
  dialog.showModal();
  dialog.focus();
  dialog.addEventListener('keydown', (event) => keepFocusInside(dialog, event));
  // On submit, not on close: stored by the time the click has been handled.
  dialog.addEventListener('submit', (event) => save(dialog, (event.submitter as HTMLButtonElement | null)?.value ?? ''));
}

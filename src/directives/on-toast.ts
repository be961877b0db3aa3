import type { ClientDirective } from 'astro';
import { TOAST_REQUESTED_EVENT } from '../stores/toast-signal';

/**
 * `client:on-toast`: hydrates the Toaster when the first notification is raised (`toast()` dispatches
 * TOAST_REQUESTED_EVENT after setting the store, which the hydrated Toaster then reads). Pages that never
 * notify ship no notification code.
 *
 * Until then F8 does what Radix's viewport would do: focus the (empty) notification area, which is
 * already in the server-rendered HTML.
 */
const onToast: ClientDirective = (load, _options, el) => {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.code === 'F8') el.querySelector<HTMLElement>('[role="region"] [tabindex="-1"]')?.focus();
  };
  const hydrate = async () => {
    await (await load())();
    document.removeEventListener('keydown', onKeyDown);
  };
  window.addEventListener(TOAST_REQUESTED_EVENT, () => void hydrate(), { once: true });
  document.addEventListener('keydown', onKeyDown);
};

export default onToast;

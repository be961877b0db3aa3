import { TOAST_REQUESTED_EVENT } from '../lib/toast-signal';
import { HYDRATE_MODULE, islandIdPrefix, islandNameOf, type IslandTrigger } from './registry';

/**
 * Starts the page's islands (src/pages/_components/Island.astro), each when its trigger fires
 * (registry.ts, IslandTrigger). Written into a page whose islands may be needed at once, fetched after
 * the first paint on the others (src/components/IslandsLoader*.astro): until an island is needed, the page
 * requests no script file before its first paint.
 */

type Hydrate = typeof import('./hydrate').hydrate;

/** What shows someone is about to use an island: its code starts loading then. */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

const started = new WeakMap<HTMLElement, Promise<void>>();
const failures = new WeakMap<HTMLElement, number>();

/** Loads an island's code and hydrates it, once; a load that failed (a dropped connection) may be tried again. */
function hydrate(island: HTMLElement): Promise<void> {
  let done = started.get(island);
  if (!done) {
    const module = island.dataset.island ?? '';
    // Many browsers keep a failed module fetch for the page's life: a retry asks for another address.
    const attempt = failures.get(island) ?? 0;
    const load = (path: string) => import(/* @vite-ignore */ attempt ? `${path}?retry=${attempt}` : path);
    done = Promise.all([load(HYDRATE_MODULE), load(module)])
      .then(([runtime, component]) =>
        (runtime.hydrate as Hydrate)(
          island,
          component.default,
          JSON.parse(island.dataset.props ?? '{}'),
          islandIdPrefix(islandNameOf(module)),
        ),
      )
      .catch((error: unknown) => {
        started.delete(island);
        failures.set(island, attempt + 1);
        throw error;
      });
    started.set(island, done);
  }
  return done;
}

/** How long a failed load waits before an island that needs no gesture tries again, and how often it does. */
const RETRY_MS = 5000;
const RETRIES = 3;

const triggers: Record<IslandTrigger, (island: HTMLElement) => void> = {
  load: (island) => void hydrate(island),

  visible: (island) => {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      hydrate(island).catch(() => (failures.get(island) ?? 0) <= RETRIES && setTimeout(() => triggers.visible(island), RETRY_MS));
    });
    // The island itself has no box (display: contents); its children have.
    for (const child of island.children) observer.observe(child);
  },

  interaction: (island) => {
    const listen = () => {
      for (const type of INTENT_EVENTS) island.addEventListener(type, start, { passive: true });
    };
    const start = () => {
      for (const type of INTENT_EVENTS) island.removeEventListener(type, start);
      return hydrate(island).then(
        () => {
          island.removeEventListener('click', hold, true);
          return true;
        },
        () => {
          // The code did not arrive: the next gesture tries again, and its click is held again.
          held = false;
          listen();
          return false;
        },
      );
    };
    // The first click before hydration is held and replayed on the same element: React hydrates the
    // server's elements in place. Only the first: what a later one meant depends on what it changes.
    let held = false;
    const hold = (event: Event) => {
      const target = event.target;
      if (!(target instanceof HTMLElement)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (held) return;
      held = true;
      void start().then((hydrated) => hydrated && target.click());
    };
    listen();
    island.addEventListener('click', hold, true);
  },

  toast: (island) => {
    // Until the Toaster runs, F8 does what its viewport would do: focus the (empty) notification area,
    // already in the server's HTML.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === 'F8') island.querySelector<HTMLElement>('[role="region"] [tabindex="-1"]')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    // The store keeps the notification: a Toaster loaded on a later request shows the latest one.
    const onRequest = () =>
      hydrate(island).then(
        () => document.removeEventListener('keydown', onKeyDown),
        () => window.addEventListener(TOAST_REQUESTED_EVENT, onRequest, { once: true }),
      );
    window.addEventListener(TOAST_REQUESTED_EVENT, onRequest, { once: true });
  },
};

for (const island of document.querySelectorAll<HTMLElement>('[data-island]')) triggers[island.dataset.when as IslandTrigger]?.(island);

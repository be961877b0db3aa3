import { TOAST_REQUESTED_EVENT } from '../stores/toast-signal';
import { HYDRATE_MODULE, islandIdPrefix, islandNameOf, type IslandTrigger } from './registry';

/**
 * Starts the page's islands (src/components/Island.astro), each when its trigger fires
 * (registry.ts, IslandTrigger). Bundled by Astro into a small inline module: until an island is needed,
 * the page requests no script file.
 */

type Hydrate = typeof import('./hydrate').hydrate;

/** What shows someone is about to use an island: its code starts loading then. */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

const started = new WeakMap<HTMLElement, Promise<void>>();

/** Loads an island's code and hydrates it, once. */
function hydrate(island: HTMLElement): Promise<void> {
  let done = started.get(island);
  if (!done) {
    const module = island.dataset.island ?? '';
    const load = (path: string) => import(/* @vite-ignore */ path);
    done = Promise.all([load(HYDRATE_MODULE), load(module)]).then(([runtime, component]) =>
      (runtime.hydrate as Hydrate)(island, component.default, JSON.parse(island.dataset.props ?? '{}'), islandIdPrefix(islandNameOf(module))),
    );
    started.set(island, done);
  }
  return done;
}

const triggers: Record<IslandTrigger, (island: HTMLElement) => void> = {
  load: (island) => void hydrate(island),

  visible: (island) => {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void hydrate(island);
    });
    // The island itself has no box (display: contents); its children have.
    for (const child of island.children) observer.observe(child);
  },

  interaction: (island) => {
    const start = () => {
      for (const type of INTENT_EVENTS) island.removeEventListener(type, start);
      return hydrate(island).then(() => island.removeEventListener('click', hold, true));
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
      void start().then(() => target.click());
    };
    for (const type of INTENT_EVENTS) island.addEventListener(type, start, { passive: true });
    island.addEventListener('click', hold, true);
  },

  toast: (island) => {
    // Until the Toaster runs, F8 does what its viewport would do: focus the (empty) notification area,
    // already in the server's HTML.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === 'F8') island.querySelector<HTMLElement>('[role="region"] [tabindex="-1"]')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener(TOAST_REQUESTED_EVENT, () => void hydrate(island).then(() => document.removeEventListener('keydown', onKeyDown)), { once: true });
  },
};

for (const island of document.querySelectorAll<HTMLElement>('[data-island]')) triggers[island.dataset.when as IslandTrigger]?.(island);

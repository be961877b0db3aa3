import type { ClientDirective } from 'astro';

/** What shows someone is about to use an island: its code starts loading then. */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * `client:on-interaction`: hydrates an island when someone first reaches for it (a pointer over it, a
 * touch, focus), so a visit that never uses it loads none of its code. The first click that lands before
 * then is held and replayed on the same element once hydrated: React hydrates the server's elements in place.
 */
const onInteraction: ClientDirective = (load, _options, el) => {
  let hydrating: Promise<void> | undefined;
  const hydrate = () => {
    hydrating ??= (async () => {
      for (const type of INTENT_EVENTS) el.removeEventListener(type, hydrate);
      await (await load())();
      el.removeEventListener('click', hold, true);
    })();
    return hydrating;
  };
  let held = false;
  const hold = (event: Event) => {
    const target = event.target;
    if (!(target instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // Only the first: what a later click meant depends on what the first one changes.
    if (held) return;
    held = true;
    void hydrate().then(() => target.click());
  };
  for (const type of INTENT_EVENTS) el.addEventListener(type, hydrate, { passive: true });
  el.addEventListener('click', hold, true);
};

export default onInteraction;

// Custom hydration directives, registered in astro.config.mjs.
declare namespace Astro {
  interface ClientDirectives {
    /** Hydrate (when idle) only if no cookie choice is stored. See src/directives/no-consent.ts. */
    'client:no-consent'?: boolean;
    /** Hydrate when the first notification is raised. See src/directives/on-toast.ts. */
    'client:on-toast'?: boolean;
  }
}

// Custom hydration directives, registered in astro.config.mjs.
declare namespace Astro {
  interface ClientDirectives {
    /** Hydrate when the first notification is raised. See src/directives/on-toast.ts. */
    'client:on-toast'?: boolean;
  }
}

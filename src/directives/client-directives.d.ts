// Custom hydration directives, registered in astro.config.mjs.
declare namespace Astro {
  interface ClientDirectives {
    /** Hydrate when the first notification is raised. See src/directives/on-toast.ts. */
    'client:on-toast'?: boolean;
    /** Hydrate when someone first reaches for the island. See src/directives/on-interaction.ts. */
    'client:on-interaction'?: boolean;
  }
}

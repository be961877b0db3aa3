// @ts-check
import { defineConfig } from 'astro/config';
import netlify from '@astrojs/netlify';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

// The site is fully prebuilt; the API is plain Netlify Functions (netlify/functions). The adapter is only
// needed by `astro dev`, where it runs those functions through Netlify's local emulation; in a build it
// would add a catch-all SSR function that nothing here needs.
const isDev = process.argv.includes('dev');

/**
 * Hydration directives of our own (src/directives): islands that load only when they are needed.
 * @type {import('astro').AstroIntegration}
 */
const clientDirectives = {
  name: 'client-directives',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      for (const name of ['no-consent', 'on-toast']) {
        addClientDirective({ name, entrypoint: fileURLToPath(new URL(`./src/directives/${name}.ts`, import.meta.url)) });
      }
    },
  },
};

export default defineConfig({
  site: process.env.SITE_URL || 'https://www.psychgradsales.co.uk',
  output: 'static',
  // No edge functions here, and their emulation needs a download this offline machine cannot make.
  adapter: isDev ? netlify({ devFeatures: { edgeFunctions: false, images: false, environmentVariables: false } }) : undefined,
  integrations: [react(), clientDirectives],
  build: { format: 'directory' },
  vite: { plugins: [tailwindcss()] },
});

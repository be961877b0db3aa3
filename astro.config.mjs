// @ts-check
import { defineConfig } from 'astro/config';
import netlify from '@astrojs/netlify';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';

// The site is fully prebuilt; the API is plain Netlify Functions (netlify/functions). The adapter is only
// needed by `astro dev`, where it runs those functions through Netlify's local emulation; in a build it
// would add a catch-all SSR function that nothing here needs.
const isDev = process.argv.includes('dev');

export default defineConfig({
  site: process.env.SITE_URL || 'https://www.psychgradsales.co.uk',
  output: 'static',
  // No edge functions here, and their emulation needs a download this offline machine cannot make.
  adapter: isDev ? netlify({ devFeatures: { edgeFunctions: false, images: false, environmentVariables: false } }) : undefined,
  integrations: [react()],
  build: { format: 'directory' },
  vite: { plugins: [tailwindcss()] },
});

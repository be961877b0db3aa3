// @ts-check
import { defineConfig } from 'astro/config';
import netlify from '@astrojs/netlify';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { functionsBundle } from './scripts/build-functions.mjs';
import { closedJobRedirectsFile } from './src/build/closed-job-redirects.ts';
import { adminBundle, islandsBundle } from './scripts/esbuild-bundles.mjs';
import { pageStyles } from './src/build/page-styles-integration.ts';
import { apiPageStyles } from './src/build/api-page-styles.ts';
import { publicQuestionsModule } from './src/build/public-questions-module.ts';
import { siteOrigin } from './src/config/site-origin.ts';
import { securityHeaders } from './src/build/security-headers-integration.ts';

// The site is fully prebuilt; the API is plain Netlify Functions (src/functions, bundled into build/functions
// by functionsBundle). The adapter is only needed by `astro dev`, where it runs those functions through
// Netlify's local emulation; in a build it would add a catch-all SSR function that nothing here needs.
const isDev = process.argv.includes('dev');

export default defineConfig({
  site: siteOrigin(),
  output: 'static',
  // No edge functions here, and their emulation needs a download this offline machine cannot make.
  adapter: isDev ? netlify({ devFeatures: { edgeFunctions: false, images: false, environmentVariables: false } }) : undefined,
  integrations: [react(), adminBundle, islandsBundle, apiPageStyles, functionsBundle, pageStyles, securityHeaders, closedJobRedirectsFile],
  // The stylesheet is inlined: a separate file would block the first paint for one more round trip, which
  // is most of a page's LCP on a phone. Each page keeps only the rules it can use (src/build/page-styles*).
  build: { format: 'file', inlineStylesheets: 'always' },
  // Modules imported with `?worker&url` (src/components/RelativeTimeScript.astro) are built as ES modules.
  // Page scripts under 6 kB are written into the page: a file of its own is one more request on a page's
  // first load. Larger ones, such as /jobs' search, are such modules, fetched after the first paint
  // (src/pages/jobs/_components/JobSearchScript.astro). Other assets keep Vite's limit.
  vite: {
    plugins: [tailwindcss(), publicQuestionsModule()],
    worker: { format: 'es' },
    build: { assetsInlineLimit: (path, content) => (path.endsWith('.js') ? content.length < 6144 : undefined) },
  },
});

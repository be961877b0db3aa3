/**
 * Where the admin dashboard's bundle is served (built by scripts/esbuild-bundles.mjs, loaded by
 * src/admin/AdminPage.astro): outside /admin/, so the no-store rule of the admin pages
 * (netlify.toml) does not reach its code, and its hashed chunks are cached like the islands' (ISLANDS_DIR).
 */
export const ADMIN_BUNDLE_DIR = '/_admin';

/** The bundle's entry: it keeps its name across builds, so it is revalidated; its chunks are `chunks/<name>-<hash>.js`. */
export const ADMIN_BUNDLE_PATH = `${ADMIN_BUNDLE_DIR}/app.js`;

/**
 * The public pages' React islands. Each is rendered into the page's HTML when the site is built
 * (src/pages/_components/Island.astro) and hydrated in place from its own module, `/_islands/<name>.js`, built by
 * esbuild (scripts/esbuild-bundles.mjs), when src/islands/loader.ts decides it is needed.
 */
export const ISLANDS_DIR = '/_islands';

/** Each island's component (its default export), by the name its module is built under. */
export const ISLAND_SOURCES = {
  ApplicationForm: 'src/components/forms/ApplicationForm.tsx',
  ContactForm: 'src/components/forms/ContactForm.tsx',
  BriefForm: 'src/components/forms/BriefForm.tsx',
  Toaster: 'src/components/islands/Toaster.tsx',
  Comments: 'src/pages/blog/_components/Comments.tsx',
  SharePanel: 'src/pages/blog/_components/SharePanel.tsx',
  UnknownPost: 'src/pages/blog/_components/UnknownPost.tsx',
  UnknownJob: 'src/pages/jobs/_components/UnknownJob.tsx',
  QuizIsland: 'src/pages/career-quiz/_components/QuizIsland.tsx',
  MyDataView: 'src/components/my-data/MyDataView.tsx',
} as const;

export type IslandName = keyof typeof ISLAND_SOURCES;

/**
 * When an island's code loads and hydrates it:
 * - `load`: at once;
 * - `visible`: once it scrolls into view;
 * - `interaction`: when someone reaches for it (a pointer over it, a touch, focus); a click before then is
 *   held and replayed once hydrated;
 * - `toast`: when the first notification is raised (the Toaster).
 */
export type IslandTrigger = 'load' | 'visible' | 'interaction' | 'toast';

/** The module that hydrates an island (src/islands/hydrate.ts). */
export const HYDRATE_MODULE = `${ISLANDS_DIR}/hydrate.js`;

/** Where an island's component is served. */
export const islandModule = (name: IslandName) => `${ISLANDS_DIR}/${name}.js`;

/** The prefix of the ids React makes in an island (useId), the same on the server and in the browser. */
export const islandIdPrefix = (name: IslandName) => `${name}-`;

/** The island a module path serves (the inverse of islandModule). */
export const islandNameOf = (module: string) => module.slice(ISLANDS_DIR.length + 1, -'.js'.length) as IslandName;

/** Tailwind classes shared by the long-form content pages (legal texts, resources, team). */
export const prose = {
  h2: 'text-xl font-semibold text-slate-900',
  h3: 'text-lg font-semibold text-slate-900',
  section: 'space-y-4',
  list: 'list-disc space-y-2 pl-6',
  link: 'text-indigo-700 underline hover:text-indigo-900',
  table: 'w-full border-collapse text-left text-sm',
  caption: 'mb-2 text-left font-semibold text-slate-900',
  th: 'border border-slate-300 bg-slate-100 px-3 py-2 font-semibold text-slate-900',
  td: 'border border-slate-300 px-3 py-2',
} as const;

/** The look of a legal text stored as Markdown (the agreement's versions): its headings, paragraphs and lists. */
export const markdownProse =
  'space-y-4 [&_h2]:pt-6 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_a]:text-indigo-700 [&_a]:underline [&_strong]:text-slate-900';

/** When each legal text last changed in substance (ISO date; shown in the product's long date format). */
export const legalLastUpdated = { privacy: '2026-11-28' } as const;
